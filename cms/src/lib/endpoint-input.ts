import type { PayloadRequest } from 'payload'
import { withoutNulCharacters } from '@dealer/cms-contract/json-text'

/** A request's JSON body (without NUL characters, which Postgres can't store), or undefined when it has none or it isn't JSON (the caller answers 400). */
export async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? withoutNulCharacters(await req.json()) : undefined
  } catch {
    return undefined
  }
}

/** The id of the site (tenant) with this slug, or null. */
export async function tenantIdOfSlug(req: PayloadRequest, slug: string): Promise<number | null> {
  const found = await req.payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0]?.id ?? null
}
