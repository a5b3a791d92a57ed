import type { PayloadRequest } from 'payload'

/** A request's JSON body, or undefined when it has none or it isn't JSON (the caller answers 400). */
export async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined
  } catch {
    return undefined
  }
}

/** The id of the site (tenant) with this slug, or null. */
export async function tenantIdOfSlug(req: PayloadRequest, slug: string): Promise<number | null> {
  const found = await req.payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true, req })
  return found.docs[0]?.id ?? null
}
