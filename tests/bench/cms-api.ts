import { SUPER_ADMIN } from '@dealer/seed/demo-tenants'

/** A JSON call to the CMS's REST API; any answer but a 2xx throws with the start of its text. */
export type CmsApi = <T>(method: string, path: string, body?: unknown) => Promise<T>

/** The running stack's CMS (CMS_URL), signed in as the demo's super-admin, as the benchmarks drive it. */
export async function superAdminApi(): Promise<CmsApi> {
  const cms = new URL(process.env.CMS_URL ?? 'http://localhost:3001')
  let token = ''
  const api: CmsApi = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, cms), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
    return (await response.json()) as T
  }
  token = (await api<{ token: string }>('POST', '/api/users/login', SUPER_ADMIN)).token
  return api
}
