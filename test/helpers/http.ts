// Small HTTP helpers over the platform's fetch, plus a raw request for what fetch will not send.
import { request as httpRequest } from 'node:http'

/** The content type of every error answer. */
export const PROBLEM_JSON = 'application/problem+json; charset=utf-8'

export interface Answer {
  status: number
  headers: Headers
  text: string
  json: any
}

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init)
  const text = await response.text()
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function putJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function del(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return call(url, { method: 'DELETE', headers })
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request with exactly these headers and bytes (fetch forbids some headers, such as Host). */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}
