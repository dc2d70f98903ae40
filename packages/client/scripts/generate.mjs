// `npm run generate` (and the root's `npm run openapi`): writes src/generated/api.ts from the service's
// OpenAPI document, docs/openapi.json: its types by openapi-typescript (`paths`, `operations`, `components`),
// then a table of each operation's method, path and request media types, which the typed client (src/api-client.ts) calls by
// operationId. The file is committed; CI regenerates it and fails when it differs (.ci/run).
//
// openapi-typescript lints the document with Redocly's recommended rules before it reads it; here it is
// given none, because `npm run openapi` lints the document already, with the project's rules and the
// exceptions it records (.redocly.lint-ignore.yaml), which this generator would not read.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createConfig } from '@redocly/openapi-core'
import openapiTS, { astToString } from 'openapi-typescript'

const documentPath = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url))
const target = fileURLToPath(new URL('../src/generated/api.ts', import.meta.url))

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

const document = JSON.parse(readFileSync(documentPath, 'utf8'))
const types = astToString(await openapiTS(document, { redocly: await createConfig({ rules: {} }) }))

const routes = []
for (const [path, item] of Object.entries(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method]
    if (!operation?.operationId) continue
    const bodyTypes = Object.keys(operation.requestBody?.content ?? {}).map((type) => `'${type}'`)
    routes.push(
      `    ${operation.operationId}: { method: '${method.toUpperCase()}', path: '${path}', bodyTypes: [${bodyTypes.join(', ')}] },`,
    )
  }
}

writeFileSync(
  target,
  [
    '// Generated from docs/openapi.json by packages/client/scripts/generate.mjs (npm run openapi): do not edit.',
    '',
    types.trimEnd(),
    '',
    "/** Each operation's method, path template and request media types (the first is the default), by operationId. */",
    'export const operationRoutes = {',
    ...routes,
    '} as const;',
    '',
  ].join('\n'),
)
console.log(`wrote packages/client/src/generated/api.ts (${routes.length} operations)`)
