// The error a route or hook throws when it already knows the answer (status, detail, field errors, headers).
// It is its own module so that anything in http/ can throw one without depending on the error handler
// (problem.ts), which itself depends on request rules such as preconditions.ts.
import { STATUS_CODES } from 'node:http'

export type ValidationErrors = Record<string, string[]>

/** An error that already knows its answer. Routes and hooks throw it; the error handler sends it. */
export class HttpProblem extends Error {
  override name = 'HttpProblem'
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly extra: { title?: string; errors?: ValidationErrors; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? STATUS_CODES[status] ?? 'Error')
  }
}

export const VALIDATION_TITLE = 'One or more validation errors occurred.'

export function validationProblem(errors: ValidationErrors, detail?: string): HttpProblem {
  return new HttpProblem(400, detail, { title: VALIDATION_TITLE, errors })
}

export { RETRY_AFTER_SECONDS } from '../domain-error.js'
