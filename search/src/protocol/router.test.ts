import { describe, expect, it } from 'vitest'
import { HttpError } from './http-error'
import { matchRoute } from './router'

const routes = [
  { method: 'GET', pattern: '/1/indexes/:indexName/settings', handler: 'getSettings' },
  { method: 'PUT', pattern: '/1/indexes/:indexName/settings', handler: 'setSettings' },
  { method: 'GET', pattern: '/1/indexes/:indexName/:objectID', handler: 'getObject' },
]

describe('matchRoute', () => {
  it('picks the first matching route, so literal segments win over parameters', () => {
    expect(matchRoute(routes, 'GET', '/1/indexes/cars/settings')).toEqual({
      handler: 'getSettings',
      params: { indexName: 'cars' },
      pattern: '/1/indexes/:indexName/settings',
    })
    expect(matchRoute(routes, 'PUT', '/1/indexes/cars/settings').handler).toBe('setSettings')
  })

  it('decodes parameters after matching, so an encoded slash stays inside one', () => {
    expect(matchRoute(routes, 'GET', '/1/indexes/my%20cars/a%2Fb')).toEqual({
      handler: 'getObject',
      params: { indexName: 'my cars', objectID: 'a/b' },
      pattern: '/1/indexes/:indexName/:objectID',
    })
  })

  it('answers 404 for unknown paths, 405 for a known path with another method, 400 for bad encoding', () => {
    expect(() => matchRoute(routes, 'GET', '/1/indexes/cars')).toThrow(new HttpError(404, 'No such endpoint: GET /1/indexes/cars'))
    expect(() => matchRoute(routes, 'GET', '/1/indexes//x')).toThrow(expect.objectContaining({ status: 404 }))
    expect(() => matchRoute(routes, 'DELETE', '/1/indexes/cars/settings')).toThrow(expect.objectContaining({ status: 405 }))
    expect(() => matchRoute(routes, 'GET', '/1/indexes/cars/%E0')).toThrow(new HttpError(400, 'Malformed path segment: %E0'))
  })
})
