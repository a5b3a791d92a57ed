import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsUrl } from './sites'

/**
 * The records a shopper's form made, read back over the CMS's REST API as that site's staff would see them (their
 * login sees their own site's records only).
 */
export async function staffRecords(request: APIRequestContext, site: string, collection: string, where: Record<string, string>) {
  const { staff } = DEMO_TENANTS.find((tenant) => tenant.slug === site)!
  const login = await request.post(cmsUrl('/api/users/login'), { data: { email: staff.email, password: staff.password } })
  const { token } = (await login.json()) as { token: string }
  const query = new URLSearchParams({ depth: '0', sort: '-createdAt' })
  for (const [field, value] of Object.entries(where)) query.set(`where[${field}][equals]`, value)
  const answer = await request.get(cmsUrl(`/api/${collection}?${query}`), { headers: { authorization: `JWT ${token}` } })
  return ((await answer.json()) as { docs: Array<Record<string, unknown>> }).docs
}

/**
 * A mobile number of this shopper's own (from their last name), so test drives booked by one test never count towards
 * another's limit of upcoming test drives per mobile number.
 */
export function mobileFor(lastName: string): string {
  let hash = 0
  for (const char of lastName) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000
  return `04${String(hash).padStart(8, '0')}`
}

/**
 * Changes a site's settings as a super-admin would in the admin (`data` is the part to change, e.g.
 * `{ features: { reserve: false } }`). Publishing them drops the storefront's cached settings.
 */
export async function patchSiteSettings(request: APIRequestContext, site: string, data: Record<string, unknown>): Promise<void> {
  const login = await request.post(cmsUrl('/api/users/login'), { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } })
  const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const tenant = (await (await request.get(cmsUrl(`/api/tenants?where[slug][equals]=${site}&depth=0`), { headers: auth })).json()) as {
    docs: Array<{ id: number }>
  }
  const settings = (await (await request.get(cmsUrl(`/api/site-settings?where[tenant][equals]=${tenant.docs[0].id}&depth=0`), { headers: auth })).json()) as {
    docs: Array<{ id: number }>
  }
  const patched = await request.patch(cmsUrl(`/api/site-settings/${settings.docs[0].id}`), { headers: auth, data })
  expect(patched.status(), await patched.text()).toBe(200)
}
