import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { cmsAs, cmsJsonAs, cmsLogin } from './helpers/cms'

// Issue 49: leads are assigned to a member of the lead's site's staff, so staff see their colleagues; a colleague's
// other sites stay theirs.

const [bayside, southernCross, outback] = ['bayside-toyota', 'southern-cross', 'outback-edge-4x4'].map((slug) =>
  DEMO_TENANTS.find((tenant) => tenant.slug === slug)!,
)
const run = Date.now().toString(36)

let superAdmin: string
let siteIds: Record<string, number>
let sharedColleague: number
let southernCrossOnly: number

const siteIdOf = async (slug: string) =>
  (await cmsJsonAs<{ docs: Array<{ id: number }> }>(superAdmin, 'GET', `/api/tenants?where[slug][equals]=${slug}&depth=0`)).docs[0]!.id

async function createStaff(label: string, tenants: Array<{ tenant: number; role: string }>): Promise<number> {
  const created = await cmsJsonAs<{ doc: { id: number } }>(superAdmin, 'POST', '/api/users', {
    email: `${label}-${run}@example.com`,
    password: `${label}-password-1`,
    name: `${label} ${run}`,
    roles: ['staff'],
    tenants,
  })
  return created.doc.id
}

beforeAll(async () => {
  superAdmin = await cmsLogin(SUPER_ADMIN)
  siteIds = { [bayside.slug]: await siteIdOf(bayside.slug), [southernCross.slug]: await siteIdOf(southernCross.slug) }
  sharedColleague = await createStaff('shared', [
    { tenant: siteIds[bayside.slug], role: 'tenant-editor' },
    { tenant: siteIds[southernCross.slug], role: 'tenant-admin' },
  ])
  southernCrossOnly = await createStaff('sx-only', [{ tenant: siteIds[southernCross.slug], role: 'tenant-editor' }])
})

afterAll(async () => {
  for (const id of [sharedColleague, southernCrossOnly]) if (id) await cmsAs(superAdmin, 'DELETE', `/api/users/${id}`)
})

describe('staff and their colleagues', () => {
  it('a site editor reads a colleague on their site, with only the sites they share; not staff of other sites', async () => {
    const editor = await cmsLogin(bayside.editor)
    const colleague = await cmsJsonAs<{ name: string; tenants: Array<{ tenant: number; role: string }> }>(
      editor,
      'GET',
      `/api/users/${sharedColleague}?depth=0`,
    )
    expect(colleague.name).toBe(`shared ${run}`)
    expect(colleague.tenants.map((row) => row.tenant)).toEqual([siteIds[bayside.slug]])
    expect((await cmsAs(editor, 'GET', `/api/users/${southernCrossOnly}?depth=0`)).status).toBe(404)
    // Staff of a third site see neither.
    const outsider = await cmsLogin(outback.editor)
    expect((await cmsAs(outsider, 'GET', `/api/users/${sharedColleague}?depth=0`)).status).toBe(404)
    // The colleague reads all of their own sites; a super-admin reads every row.
    const full = await cmsJsonAs<{ tenants: unknown[] }>(superAdmin, 'GET', `/api/users/${sharedColleague}?depth=0`)
    expect(full.tenants).toHaveLength(2)
  })

  it('assigns a lead to a member of its site’s staff, and refuses anyone else with a message', async () => {
    const admin = await cmsLogin(bayside.staff)
    const leads = await cmsJsonAs<{ docs: Array<{ id: number }> }>(admin, 'GET', `/api/leads?where[tenant][equals]=${siteIds[bayside.slug]}&limit=1&depth=0`)
    const lead = leads.docs[0]!.id

    const refused = await cmsAs(admin, 'PATCH', `/api/leads/${lead}`, { assignedTo: southernCrossOnly })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Choose a member of this site’s staff')

    expect((await cmsAs(admin, 'PATCH', `/api/leads/${lead}`, { assignedTo: sharedColleague })).status).toBe(200)
    const saved = await cmsJsonAs<{ assignedTo: number }>(superAdmin, 'GET', `/api/leads/${lead}?depth=0`)
    expect(saved.assignedTo).toBe(sharedColleague)
    // Theirs to answer: it counts among their open leads.
    const colleague = await cmsLogin({ email: `shared-${run}@example.com`, password: 'shared-password-1' })
    const mine = await cmsJsonAs<{ totalDocs: number }>(colleague, 'GET', `/api/leads?where[assignedTo][equals]=${sharedColleague}&limit=0`)
    expect(mine.totalDocs).toBe(1)
    await cmsAs(admin, 'PATCH', `/api/leads/${lead}`, { assignedTo: null })
  })
})
