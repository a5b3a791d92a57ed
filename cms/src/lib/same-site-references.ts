import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type CollectionSlug, type FlattenedField, type Payload } from 'payload'
import { tenantIdOf } from './tenant-id'

/** One relationship or upload value in a document: where it is (the admin's field path) and what it points at. */
export interface Reference {
  path: string
  collection: string
  id: unknown
}

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The id of a relationship value: an id, or a populated document. */
const idOf = (value: unknown): unknown => (isRow(value) ? value.id : value)

/**
 * Every relationship and upload value in `data`, walking the collection's fields: groups, named tabs, array rows,
 * blocks (a row's `blockType` picks its fields), and rich text, whose upload, relationship and internal-link nodes
 * carry `{ relationTo, value }` wherever they sit in the editor's tree.
 */
export function referencesIn(fields: readonly FlattenedField[], data: unknown, path = ''): Reference[] {
  if (!isRow(data)) return []
  return fields.flatMap((field): Reference[] => {
    if (!('name' in field)) return []
    const value = data[field.name]
    const at = `${path}${field.name}`
    if (value == null) return []
    switch (field.type) {
      case 'relationship':
      case 'upload': {
        const values = Array.isArray(value) ? value : [value]
        return values.flatMap((item) =>
          typeof field.relationTo === 'string'
            ? [{ path: at, collection: field.relationTo, id: idOf(item) }]
            : isRow(item) && typeof item.relationTo === 'string'
              ? [{ path: at, collection: item.relationTo, id: idOf(item.value) }]
              : [],
        )
      }
      case 'group':
      case 'tab':
        return referencesIn(field.flattenedFields, value, `${at}.`)
      case 'array':
        return Array.isArray(value) ? value.flatMap((row, index) => referencesIn(field.flattenedFields, row, `${at}.${index}.`)) : []
      case 'blocks':
        return Array.isArray(value)
          ? value.flatMap((row, index) => {
              const block = isRow(row) ? field.blocks.find((candidate) => candidate.slug === row.blockType) : undefined
              return block ? referencesIn(block.flattenedFields, row, `${at}.${index}.`) : []
            })
          : []
      case 'richText':
        return richTextReferences(value, at)
      default:
        return []
    }
  })
}

function richTextReferences(node: unknown, path: string): Reference[] {
  if (Array.isArray(node)) return node.flatMap((child) => richTextReferences(child, path))
  if (!isRow(node)) return []
  const own: Reference[] = typeof node.relationTo === 'string' && 'value' in node ? [{ path, collection: node.relationTo, id: idOf(node.value) }] : []
  return [...own, ...Object.values(node).flatMap((child) => richTextReferences(child, path))]
}

/** Collections whose documents belong to one site: the multi-tenant plugin gave them a `tenant` field. */
function isSiteScoped(payload: Payload, collection: string): collection is CollectionSlug {
  const config = payload.collections[collection as CollectionSlug]?.config
  return Boolean(config?.flattenedFields.some((field) => field.name === 'tenant' && field.type === 'relationship'))
}

const VALID_ID = /^\d{1,12}$/

/**
 * A site's document may point only at documents of the same site: a page's image, a block's brand grid or store pages,
 * a location's dealership, rich text's uploads and links. Enforced on every save, drafts and autosaves included,
 * whoever saves (Payload skips relationship validation on drafts, and uploads have no site filter at all), so nothing
 * of another site can reach a page, its preview or its published form through a reference. A 400 names each field.
 */
const refuseOtherSitesDocuments: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  // An update's data may hold only the changed fields: the saved document is the original with them applied.
  const document: Row = operation === 'update' && isRow(originalDoc) ? { ...originalDoc, ...data } : data
  const site = tenantIdOf(document as { tenant?: number | { id: number } | null })
  // A document without a site yet (the admin's first autosave) can't be checked; it is once the site is set, and the
  // tenant field's own validation refuses publishing without one.
  if (site == null) return data
  const references = referencesIn(collection.flattenedFields, document).filter((reference) => isSiteScoped(req.payload, reference.collection))
  if (references.length === 0) return data

  const errors: Array<{ path: string; message: string }> = []
  const byCollection = new Map<CollectionSlug, Reference[]>()
  for (const reference of references) {
    const target = reference.collection as CollectionSlug
    byCollection.set(target, [...(byCollection.get(target) ?? []), reference])
  }
  for (const [target, targetReferences] of byCollection) {
    const ids = [...new Set(targetReferences.map((reference) => String(reference.id)))].filter((id) => VALID_ID.test(id))
    const found =
      ids.length === 0
        ? []
        : (
            await req.payload.find({
              collection: target,
              where: { id: { in: ids.map(Number) } },
              select: { tenant: true },
              depth: 0,
              limit: 0,
              pagination: false,
              overrideAccess: true,
              req,
            })
          ).docs
    const siteOf = new Map(found.map((doc) => [String(doc.id), tenantIdOf(doc as { tenant?: number | { id: number } | null })]))
    for (const reference of targetReferences) {
      const id = String(reference.id)
      if (!siteOf.has(id)) errors.push({ path: reference.path, message: `There is no ${target} document ${id} on this site: choose another.` })
      else if (String(siteOf.get(id)) !== String(site)) {
        errors.push({ path: reference.path, message: `${target} ${id} belongs to another site: choose one of this site’s own.` })
      }
    }
  }
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req })
  return data
}

/** Every collection, with that check among its beforeChange hooks (it passes by documents that belong to no site). */
export function withSameSiteReferences(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), refuseOtherSitesDocuments] },
  }))
}
