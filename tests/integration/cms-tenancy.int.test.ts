import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'

const cms = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS

interface PageDoc {
  id: number
  slug: string
  path: string
  tenant: number
  title: string
}

async function login(email: string, password: string): Promise<string> {
  const response = await fetch(cms('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function pagesOf(token: string | null): Promise<PageDoc[]> {
  const response = await fetch(cms('/api/pages?depth=0&limit=100&draft=true'), { headers: token ? { authorization: `JWT ${token}` } : {} })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: PageDoc[] }).docs
}

describe('CMS tenant isolation for staff', () => {
  let baysideToken: string
  let southernToken: string
  let baysideTenantId: number

  beforeAll(async () => {
    baysideToken = await login(bayside.staff.email, bayside.staff.password)
    southernToken = await login(southernCross.staff.email, southernCross.staff.password)
    baysideTenantId = (await pagesOf(baysideToken))[0].tenant
  })

  it("lists only the staff member's own tenant's pages", async () => {
    const baysidePages = await pagesOf(baysideToken)
    const southernPages = await pagesOf(southernToken)
    expect(baysidePages.map((page) => page.path).sort()).toEqual([
      'about-us',
      'book-test-drive',
      'contact-us',
      'finance',
      'finance-and-insurance',
      'home',
      'privacy-policy',
      'service',
      'terms-and-conditions',
      'toyota/overview',
      'trade-in',
      'vehicle-parts-and-accessories',
    ])
    expect(new Set(baysidePages.map((page) => page.tenant)).size).toBe(1)
    expect(southernPages.every((page) => page.tenant !== baysideTenantId)).toBe(true)
  })

  it("refuses to change or delete another tenant's page, and the page is unchanged", async () => {
    const target = (await pagesOf(southernToken)).find((page) => page.slug === 'about-us')!
    const patch = await fetch(cms(`/api/pages/${target.id}`), {
      method: 'PATCH',
      headers: { authorization: `JWT ${baysideToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Taken over' }),
    })
    expect(patch.status).toBeGreaterThanOrEqual(400)
    expect(patch.status).toBeLessThan(500)
    const remove = await fetch(cms(`/api/pages/${target.id}`), { method: 'DELETE', headers: { authorization: `JWT ${baysideToken}` } })
    expect(remove.status).toBeGreaterThanOrEqual(400)
    expect(remove.status).toBeLessThan(500)
    const after = (await pagesOf(southernToken)).find((page) => page.id === target.id)
    expect(after?.title).toBe(target.title)
  })

  it('rejects a second page at the same address on one site with a clear 400', async () => {
    const duplicate = await fetch(cms('/api/pages'), {
      method: 'POST',
      headers: { authorization: `JWT ${baysideToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Another about page',
        slug: 'about-us',
        tenant: baysideTenantId,
        layout: [{ blockType: 'hero', heading: 'Hi', tone: 'light' }],
      }),
    })
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(await duplicate.json())).toContain('This site already has a page at \\"/about-us\\".')
  })

  it('tells staff nothing about another site’s addresses: a page posted into it is refused alike, taken or free', async () => {
    const attempt = (slug: string) =>
      fetch(cms('/api/pages'), {
        method: 'POST',
        headers: { authorization: `JWT ${southernToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Probe', slug, tenant: baysideTenantId, layout: [{ blockType: 'hero', heading: 'Hi', tone: 'light' }] }),
      })
    const taken = await attempt('about-us')
    const free = await attempt(`free-${Date.now()}`)
    const [takenText, freeText] = [await taken.text(), await free.text()]
    expect(taken.status).toBeGreaterThanOrEqual(400)
    expect(taken.status).toBeLessThan(500)
    expect(taken.status).toBe(free.status)
    expect(takenText).not.toContain('already has')
    expect(takenText.replace(/"(\/)?about-us"/g, '"x"')).toBe(freeText.replace(/"(\/)?free-\d+"/g, '"x"'))
  })

  it('shows anonymous visitors published pages only', async () => {
    const response = await fetch(cms('/api/pages?depth=0&limit=100&where[_status][equals]=draft'))
    const { docs } = (await response.json()) as { docs: PageDoc[] }
    expect(docs).toEqual([])
  })

  it("lists only the site admin's own site's users, and refuses to let staff grant themselves more", async () => {
    const users = await fetch(cms('/api/users?depth=0&limit=100'), { headers: { authorization: `JWT ${baysideToken}` } })
    const emails = ((await users.json()) as { docs: Array<{ email: string }> }).docs.map((user) => user.email)
    expect(emails.sort()).toEqual([bayside.editor.email, bayside.staff.email].sort())

    const me = (await (await fetch(cms('/api/users/me'), { headers: { authorization: `JWT ${baysideToken}` } })).json()) as { user: { id: number } }
    const southernTenantId = (await pagesOf(southernToken))[0].tenant
    await fetch(cms(`/api/users/${me.user.id}`), {
      method: 'PATCH',
      headers: { authorization: `JWT ${baysideToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['super-admin'], tenants: [{ tenant: baysideTenantId }, { tenant: southernTenantId }] }),
    })
    const after = (await (await fetch(cms('/api/users/me'), { headers: { authorization: `JWT ${baysideToken}` } })).json()) as { user: { roles: string[] } }
    expect(after.user.roles).toEqual(['staff'])
    expect(new Set((await pagesOf(baysideToken)).map((page) => page.tenant))).toEqual(new Set([baysideTenantId]))
  })
})
