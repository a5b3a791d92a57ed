import { describe, expect, it } from 'vitest'
import type { ServerBuild } from 'react-router'
import { routeTemplates } from './observe-requests'

// The shape of React Router's build manifest: a flat list, each route naming its parent.
const manifest = {
  root: { id: 'root', path: '', module: {} },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: {} },
  'routes/vehicle': { id: 'routes/vehicle', parentId: 'root', path: 'cars/:slug', module: {} },
  'routes/search': { id: 'routes/search', parentId: 'root', path: 'search/*', module: {} },
  'routes/healthz': { id: 'routes/healthz', parentId: 'root', path: 'healthz', module: {} },
  'routes/page': { id: 'routes/page', parentId: 'root', path: '*', module: {} },
} as unknown as ServerBuild['routes']

describe('routeTemplates', () => {
  const routeOf = routeTemplates(manifest)

  it('names a request by its route, never by the address’s own values', () => {
    expect(routeOf('/cars/2026-toyota-hilux-rogue-123')).toBe('/cars/:slug')
    expect(routeOf('/cars/2026-toyota-hilux-rogue-123.data')).toBe('/cars/:slug')
    expect(routeOf('/search/used-cars')).toBe('/search/*')
    expect(routeOf('/healthz')).toBe('/healthz')
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/about-us/careers')).toBe('/*')
    expect(routeOf('/assets/entry.client-AbC123.js')).toBe('/assets/*')
  })
})
