import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
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

/** The body parsed by `schema`, or the 400 that names what is wrong with it. */
export async function parse<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T> | Response> {
  const parsed = schema.safeParse(await readJson(req))
  if (parsed.success) return parsed.data
  return Response.json(
    { message: 'The request is malformed.', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
    { status: 400 },
  )
}

/** The 404 for a site (tenant) slug that names none. */
export const unknownSite = (site: string) => Response.json({ message: `There is no site "${site}".` }, { status: 404 })
