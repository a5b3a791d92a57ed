import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/**
 * A create whose request has no JSON body reaches Payload's create with no data at all, which its hooks and the
 * multi-tenant plugin then read fields of: a 500. As an empty document it fails validation instead, with a 400
 * that names the missing fields, like any other incomplete create.
 */
const createWithoutBodyAsEmpty: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'create' && args.data === undefined ? { ...args, data: {} } : args

/** Every collection, with that hook first. */
export function withEmptyCreateGuard(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [createWithoutBodyAsEmpty, ...(collection.hooks?.beforeOperation ?? [])] },
  }))
}
