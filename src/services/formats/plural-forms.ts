// A PO header's Plural-Forms for a language, from CLDR's plural rules as Node's Intl (ICU) holds them: the
// gettext formula, of those gettext's manual and CLDR's languages use, that sorts every whole number from 0
// to 1,099 into the same groups as CLDR does. No package ships CLDR's rules as gettext formulas for Node 20
// among those installed; Intl.PluralRules is CLDR's data, and a formula is checked against it, not trusted.

/** gettext formulas, by number of forms; each one's forms in the order gettext's tradition gives them. */
const FORMULAS = [
  'nplurals=1; plural=0;',
  'nplurals=2; plural=(n != 1);',
  'nplurals=2; plural=(n > 1);',
  'nplurals=2; plural=(n % 10 != 1 || n % 100 == 11);',
  'nplurals=3; plural=(n == 1 ? 0 : n == 2 ? 1 : 2);',
  'nplurals=3; plural=(n == 0 ? 0 : n == 1 ? 1 : 2);',
  'nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);',
  'nplurals=3; plural=(n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2);',
  'nplurals=3; plural=(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);',
  'nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2);',
  'nplurals=3; plural=(n % 10 == 0 || n % 100 >= 11 && n % 100 <= 19 ? 0 : n % 10 == 1 && n % 100 != 11 ? 1 : 2);',
  'nplurals=3; plural=(n == 1 ? 0 : n == 0 || n % 100 > 0 && n % 100 < 20 ? 1 : 2);',
  'nplurals=3; plural=(n == 0 || n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);',
  'nplurals=4; plural=(n % 100 == 1 ? 0 : n % 100 == 2 ? 1 : n % 100 >= 3 && n % 100 <= 4 ? 2 : 3);',
  'nplurals=4; plural=(n == 1 || n == 11 ? 0 : n == 2 || n == 12 ? 1 : n > 2 && n < 20 ? 2 : 3);',
  'nplurals=4; plural=(n == 1 ? 0 : n == 2 ? 1 : n == 0 || n % 100 >= 3 && n % 100 <= 10 ? 2 : 3);',
  'nplurals=5; plural=(n == 1 ? 0 : n == 2 ? 1 : n >= 3 && n <= 6 ? 2 : n >= 7 && n <= 10 ? 3 : 4);',
  'nplurals=6; plural=(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3 : n % 100 >= 11 ? 4 : 5);',
  'nplurals=6; plural=(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n == 3 ? 3 : n == 6 ? 4 : 5);',
]

/** The whole numbers a formula is checked on: past 1,000, CLDR's groups repeat for every language here. */
const SAMPLES = Array.from({ length: 1100 }, (_, n) => n)

/** A formula's `plural=` expression as a function of n: C's operators on integers, as JavaScript reads them. */
export function formulaFunction(formula: string): (n: number) => number {
  const expression = /plural=(.*);$/.exec(formula)?.[1]
  if (expression === undefined || !/^[n0-9\s%<>=!&|?:()]+$/.test(expression))
    throw new Error(`not a plural formula: ${formula}`)
  // Only digits, n and C's operators reach here (checked above): the expression is evaluated as it is written.
  const evaluate = new Function('n', `return Number(${expression})`) as (n: number) => number
  return evaluate
}

const FUNCTIONS = FORMULAS.map((formula) => ({
  formula,
  plural: formulaFunction(formula),
  forms: Number(/nplurals=(\d+)/.exec(formula)?.[1]),
}))

const found = new Map<string, string>()

/**
 * The Plural-Forms of a language (a BCP 47 code): the first formula whose groups of whole numbers are CLDR's
 * for it. A language CLDR has no rules for, or one no formula here fits, has one form, as gettext's default.
 */
export function pluralForms(languageCode: string): string {
  let formula = found.get(languageCode)
  if (formula !== undefined) return formula
  let rules: Intl.PluralRules | undefined
  try {
    rules = new Intl.PluralRules(languageCode)
  } catch {
    rules = undefined
  }
  const categories = SAMPLES.map((n) => rules?.select(n) ?? 'other')
  formula =
    FUNCTIONS.find(({ plural, forms }) => sameGroups(categories, SAMPLES.map(plural), forms))?.formula ??
    FORMULAS[0]
  found.set(languageCode, formula as string)
  return formula as string
}

/** Whether two labellings of the samples make the same groups, and the formula uses each of its forms. */
function sameGroups(a: readonly string[], b: readonly number[], forms: number): boolean {
  const ab = new Map<string, number>()
  const ba = new Map<number, string>()
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string
    const y = b[i] as number
    if ((ab.has(x) && ab.get(x) !== y) || (ba.has(y) && ba.get(y) !== x)) return false
    ab.set(x, y)
    ba.set(y, x)
  }
  return ba.size === forms
}
