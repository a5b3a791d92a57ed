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
