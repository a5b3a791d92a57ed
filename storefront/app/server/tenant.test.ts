import { describe, expect, it } from 'vitest'
import { resolveTenant, siteOrigin, type Tenant } from './tenant'

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
const local = (defaultSlug: string | null = null) => ({ enabled: true, defaultSlug })
const production = { enabled: false, defaultSlug: null }

describe('resolveTenant', () => {
  it('finds a tenant by its slug under localhost, with or without a port', () => {
    expect(resolveTenant('southern-cross.localhost:3000', tenants, local())).toBe(group)
    expect(resolveTenant('Bayside-Toyota.localhost', tenants, local())).toBe(bayside)
  })

  it('finds a tenant by one of its domains', () => {
    expect(resolveTenant('southerncrossmotors.com.au', tenants, production)).toBe(group)
    expect(resolveTenant('WWW.BAYSIDETOYOTA.COM.AU:443', tenants, production)).toBe(bayside)
  })

  it('without local site hosts (production), only configured domains reach a site', () => {
    expect(resolveTenant('bayside-toyota.localhost:3000', tenants, production)).toBeNull()
    expect(resolveTenant('southern-cross.localhost', tenants, production)).toBeNull()
    expect(resolveTenant('localhost:3000', tenants, production)).toBeNull()
    expect(resolveTenant('127.0.0.1', tenants, { enabled: false, defaultSlug: 'southern-cross' })).toBeNull()
  })

  it('serves the default tenant on a bare local host, preferring the configured slug', () => {
    expect(resolveTenant('localhost:3000', tenants, local())).toBe(bayside)
    expect(resolveTenant('127.0.0.1:3000', tenants, local('southern-cross'))).toBe(group)
  })

  it('answers null for unknown hosts', () => {
    expect(resolveTenant('unknown.localhost:3000', tenants, local())).toBeNull()
    expect(resolveTenant('example.com', tenants, local())).toBeNull()
    expect(resolveTenant(null, tenants, local())).toBeNull()
    expect(resolveTenant('localhost', [group], local())).toBeNull()
  })
})

describe('siteOrigin', () => {
  it("is https and the site's first domain, whatever the request said", () => {
    expect(siteOrigin(bayside, 'http://{slug}.localhost:3000')).toBe('https://www.baysidetoyota.com.au')
    expect(siteOrigin({ slug: 'x', domains: [{ domain: ' Shop.Example.COM.au ' }, { domain: 'other.example' }] }, '')).toBe('https://shop.example.com.au')
  })

  it('falls back to the local address for a site with no domain', () => {
    expect(siteOrigin({ slug: 'new-site', domains: [] }, 'http://{slug}.localhost:4100')).toBe('http://new-site.localhost:4100')
    expect(siteOrigin({ slug: 'new-site', domains: null }, 'http://{slug}.localhost:4100')).toBe('http://new-site.localhost:4100')
  })
})
