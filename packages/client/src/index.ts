// @content-store/client: the typed client for content-store's API. Runs in Node 20 and in browsers.
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
export type { components, operations, paths } from './generated/api.js'
