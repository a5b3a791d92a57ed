import type { Payload } from 'payload'
import { cache } from 'react'

/** When a site has set no target (or its settings predate the field): reply within the hour. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 60

/** The target in a site's settings document (forms.responseTargetMinutes), or the default when missing or not a positive number. */
export function responseTargetOf(settings: unknown): number {
  const forms = (settings as { forms?: { responseTargetMinutes?: unknown } } | null | undefined)?.forms
  const minutes = forms?.responseTargetMinutes
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_RESPONSE_TARGET_MINUTES
}

/**
 * The minutes a site's staff aim to reply to a lead within (Site settings → Enquiry forms → "Reply to leads within
 * (minutes)"). Read as the server: the caller has already read a lead of this site, so the site is one the user works on.
 */
export async function responseTargetMinutes(payload: Payload, tenantId: number | string | null | undefined): Promise<number> {
  if (tenantId == null) return DEFAULT_RESPONSE_TARGET_MINUTES
  const { docs } = await payload.find({
    collection: 'site-settings',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { forms: true },
  })
  return responseTargetOf(docs[0])
}

/** The same, read once per site in one render of the admin (a list's rows share their site's). */
export const responseTargetOnce = cache(responseTargetMinutes)
