// A typed reference to a shared schema: on the wire it is `{ "$ref": "<$id>" }` (so the OpenAPI document
// names it as a component and fast-json-stringify resolves it), in TypeScript it is the referenced type.
import { type Static, type TSchema, Type } from 'typebox'

export function ref<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: unknown }).$id
  if (typeof id !== 'string') throw new TypeError('ref() needs a schema with an $id')
  return Type.Unsafe<Static<T>>(Type.Ref(id))
}
