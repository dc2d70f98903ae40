// The ids of the checks, in the order the documentation lists them: here, among the pure rules, so that
// config.ts (CHECKS_BLOCKING) and the schemas (schemas/warnings.ts CheckId) share one list.

/** Every check's id, in the order the documentation lists them. */
export const CHECK_IDS = [
  'placeholders',
  'markup',
  'icu',
  'plurals',
  'numbers',
  'urls',
  'whitespace',
  'punctuation',
  'maxLength',
  'forbiddenTerm',
  'missingTerm',
] as const

export type CheckIdName = (typeof CHECK_IDS)[number]

/** Whether a string is one of CHECK_IDS. */
export function isCheckId(value: string): value is CheckIdName {
  return (CHECK_IDS as readonly string[]).includes(value)
}
