import type { ClientUser } from 'payload'
import { describe, expect, it } from 'vitest'
import { hiddenFromEditors, hiddenFromStaff } from './nav-groups'

const user = (fields: Record<string, unknown>) => ({ id: 1, email: 'someone@example.com', collection: 'users', ...fields }) as unknown as ClientUser

const superAdmin = user({ roles: ['super-admin'], tenants: [] })
const siteAdmin = user({ roles: ['staff'], tenants: [{ tenant: 3, role: 'tenant-admin' }] })
/** The admin reads the user with its sites populated: a row's site may be the whole site. */
const siteAdminPopulated = user({ roles: ['staff'], tenants: [{ tenant: { id: 3, name: 'Bayside Toyota' }, role: 'tenant-admin' }] })
const editor = user({ roles: ['staff'], tenants: [{ tenant: 3, role: 'tenant-editor' }] })
/** An editor of one site and admin of another uses what site admins use. */
const adminElsewhere = user({
  roles: ['staff'],
  tenants: [
    { tenant: 3, role: 'tenant-editor' },
    { tenant: 4, role: 'tenant-admin' },
  ],
})
const noSites = user({ roles: ['staff'], tenants: [] })

describe('hiddenFromEditors', () => {
  it('shows what site admins use to site admins and super-admins', () => {
    expect(hiddenFromEditors({ user: superAdmin })).toBe(false)
    expect(hiddenFromEditors({ user: siteAdmin })).toBe(false)
    expect(hiddenFromEditors({ user: siteAdminPopulated })).toBe(false)
    expect(hiddenFromEditors({ user: adminElsewhere })).toBe(false)
  })

  it('hides it from editors, staff of no site, and anyone not signed in', () => {
    expect(hiddenFromEditors({ user: editor })).toBe(true)
    expect(hiddenFromEditors({ user: noSites })).toBe(true)
    expect(hiddenFromEditors({ user: null })).toBe(true)
  })
})

describe('hiddenFromStaff', () => {
  it("shows the platform's own records to super-admins only", () => {
    expect(hiddenFromStaff({ user: superAdmin })).toBe(false)
    expect(hiddenFromStaff({ user: siteAdmin })).toBe(true)
    expect(hiddenFromStaff({ user: editor })).toBe(true)
    expect(hiddenFromStaff({ user: undefined })).toBe(true)
  })
})
