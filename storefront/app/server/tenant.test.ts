import { describe, expect, it } from 'vitest'
import { resolveTenant, type Tenant } from './tenant'

const bayside: Tenant = {
  id: 1,
  name: 'Bayside Toyota',
  slug: 'bayside-toyota',
  template: 'dealer',
  domains: [{ domain: 'www.baysidetoyota.com.au' }],
  isDefault: true,
}
const group: Tenant = {
  id: 2,
  name: 'Southern Cross Motor Group',
  slug: 'southern-cross',
  template: 'group',
  domains: [{ domain: 'southerncrossmotors.com.au' }],
}
const tenants = [bayside, group]

describe('resolveTenant', () => {
  it('finds a tenant by its slug under localhost, with or without a port', () => {
    expect(resolveTenant('southern-cross.localhost:3000', tenants, null)).toBe(group)
    expect(resolveTenant('Bayside-Toyota.localhost', tenants, null)).toBe(bayside)
  })

  it('finds a tenant by one of its domains', () => {
    expect(resolveTenant('southerncrossmotors.com.au', tenants, null)).toBe(group)
    expect(resolveTenant('WWW.BAYSIDETOYOTA.COM.AU:443', tenants, null)).toBe(bayside)
  })

  it('serves the default tenant on a bare local host, preferring the configured slug', () => {
    expect(resolveTenant('localhost:3000', tenants, null)).toBe(bayside)
    expect(resolveTenant('127.0.0.1:3000', tenants, 'southern-cross')).toBe(group)
  })

  it('answers null for unknown hosts', () => {
    expect(resolveTenant('unknown.localhost:3000', tenants, null)).toBeNull()
    expect(resolveTenant('example.com', tenants, null)).toBeNull()
    expect(resolveTenant(null, tenants, null)).toBeNull()
    expect(resolveTenant('localhost', [group], null)).toBeNull()
  })
})
