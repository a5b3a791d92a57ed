import type { Endpoint, PayloadRequest } from 'payload'
import { withoutNulCharacters } from '@dealer/cms-contract/json-text'
import { isSuperAdmin } from '../access/roles'
import { refuseCrossSite } from '../access/staff-request'
import { MAX_LOGO_BYTES, readOnboardingInput, type FieldProblem, type OnboardingLogo } from './input'
import { onboardSite, OnboardingRefusal } from './onboard-site'

/** The largest request: the logo and the form's fields around it. */
const MAX_BODY_BYTES = MAX_LOGO_BYTES + 64 * 1024

/** What POST /api/onboarding answers. */
export type OnboardingAnswer = { id: number; slug: string; address: string | null; message: string } | { message: string; problems?: FieldProblem[] }

const answer = (body: OnboardingAnswer, status: number) => Response.json(body, { status })

/** The body, read no further than `limit` bytes: null when it is longer. */
async function readBody(req: PayloadRequest, limit: number): Promise<Buffer | null> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) return null
  const reader = req.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The request's fields and logo: a JSON body (API clients), or the wizard's multipart form with the fields as JSON in
 * `_payload` (as Payload's own upload forms send them) and the picture in `logo`. Undefined fields when unreadable.
 */
async function readRequest(req: PayloadRequest, bytes: Buffer): Promise<{ fields: unknown; logo: OnboardingLogo | null }> {
  const type = req.headers.get('content-type') ?? ''
  const body = new Response(new Uint8Array(bytes), { headers: { 'content-type': type } })
  const parseJson = (text: string) => {
    try {
      return withoutNulCharacters(JSON.parse(text))
    } catch {
      return undefined
    }
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await body.formData().catch(() => null)
    if (!form) return { fields: undefined, logo: null }
    const fields = form.get('_payload')
    const file = form.get('logo')
    const logo =
      file instanceof File && file.size > 0
        ? { name: file.name.slice(0, 120) || 'logo', mimetype: file.type, data: Buffer.from(await file.arrayBuffer()) }
        : null
    return { fields: typeof fields === 'string' ? parseJson(fields) : undefined, logo }
  }
  return { fields: parseJson(await body.text()), logo: null }
}

/**
 * POST /api/onboarding (issue 49): creates a dealer site from the wizard's answers, for super-admins only (401 signed
 * out, 403 for anyone else or a request from another site). 413 for a body over the logo's limit; 400 with every
 * problem by field; 409 for a slug or domain another site has; 201 with the new site's address. A failure partway
 * leaves nothing behind (onboard-site.ts).
 */
export const onboardingEndpoint: Endpoint = {
  path: '/onboarding',
  method: 'post',
  handler: async (req) => {
    const refused = refuseCrossSite(req)
    if (refused) return refused
    if (!req.user) return answer({ message: 'Sign in to the admin first.' }, 401)
    if (!isSuperAdmin(req.user)) return answer({ message: 'Only super-admins create sites.' }, 403)
    const bytes = await readBody(req, MAX_BODY_BYTES)
    if (!bytes) return answer({ message: `The request is larger than ${Math.round(MAX_BODY_BYTES / 1024 / 1024)} MB: use a smaller logo.` }, 413)
    const { fields, logo } = await readRequest(req, bytes)
    if (fields === undefined) return answer({ message: 'Send the new site’s details as JSON.' }, 400)
    const reading = await readOnboardingInput(fields, logo)
    if (!reading.ok) return answer({ message: 'Some details need fixing: nothing was created.', problems: reading.problems }, 400)
    try {
      const site = await onboardSite(req.payload, reading.input, { user: req.user })
      return answer({ id: site.tenantId, slug: site.slug, address: site.address, message: `${reading.input.name} is live.` }, 201)
    } catch (error) {
      if (error instanceof OnboardingRefusal) return answer({ message: `${error.message} Nothing was created.`, problems: error.problems }, error.status)
      req.payload.logger.error({ err: error, msg: `onboarding ${reading.input.slug} failed` })
      return answer({ message: 'The site could not be created just now (the database or search service did not answer): nothing was saved. Try again.' }, 503)
    }
  },
}
