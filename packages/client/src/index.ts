// @content-store/client: the typed client for content-store's API, the change stream, and an i18next backend
// with live updates. Runs in Node 20 and in browsers; the CLI (`content-store pull|push|status`) is the
// package's bin (src/cli/), not part of this entry.
export {
  type CallOptions,
  type ClientOptions,
  type ContentStoreClient,
  ContentStoreError,
  createClient,
  type DataOf,
  type OperationId,
  type ProblemDetails,
  type RequestOf,
  type ResultOf,
  type Schemas,
} from './api-client.js'
export { type Change, type FollowOptions, followChanges } from './change-stream.js'
export type { components, operations, paths } from './generated/api.js'
export { ContentStoreBackend, type ContentStoreBackendOptions } from './i18next-backend.js'
