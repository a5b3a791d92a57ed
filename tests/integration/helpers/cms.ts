import { expect } from 'vitest'

/** An address on the running CMS (CMS_URL, as `npm test` sets it). */
const cmsUrl = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()

/** Logs a staff member in over REST and answers their token; a refused login fails the test there. */
export async function cmsLogin({ email, password }: { email: string; password: string }): Promise<string> {
  const response = await fetch(cmsUrl('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `login ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** A CMS REST request as the staff member whose token it is, with a JSON body when given. */
export function cmsAs(token: string, method: string, route: string, body?: unknown): Promise<Response> {
  return fetch(cmsUrl(route), {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A CMS REST request that must succeed (200, or 201 for a created document): its JSON answer; any other status fails the test there. */
export async function cmsJsonAs<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await cmsAs(token, method, route, body)
  // 201 for a document a POST created.
  expect([200, 201], `${method} ${route} answered ${response.status}`).toContain(response.status)
  return (await response.json()) as T
}
