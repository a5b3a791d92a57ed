import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGuardedFetch } from '@dealer/outbound/guarded-fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GeocoderFailure } from './geocoder'
import { geocoderFor } from './geocoders'
import { httpGeocoder, httpGeocoderFromEnvironment } from './http-geocoder'
import { offlineGeocoder } from './offline-geocoder'

/** A stand-in geocoding API on loopback: answers by the postal code asked for, and records what it was asked. */
const seen: URL[] = []
const answers: Record<string, { status: number; body: string }> = {
  '4000': {
    status: 200,
    body: JSON.stringify({
      status: 'OK',
      results: [{ geometry: { location: { lat: -27.4698, lng: 153.0251 } } }, { geometry: { location: { lat: 1, lng: 1 } } }],
    }),
  },
  '0000': { status: 200, body: JSON.stringify({ status: 'ZERO_RESULTS', results: [] }) },
  '5000': { status: 500, body: 'oops' },
  '6000': { status: 200, body: JSON.stringify({ status: 'REQUEST_DENIED', results: [] }) },
  '7000': { status: 200, body: JSON.stringify({ status: 'OK', results: [{ geometry: {} }] }) },
  '8000': { status: 200, body: 'not json' },
}
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in')
  seen.push(url)
  const postcode = /postal_code:(\d{4})/.exec(url.searchParams.get('components') ?? '')?.[1] ?? ''
  if (postcode === '9000') return // never answers
  const answer = answers[postcode] ?? { status: 404, body: '' }
  response.writeHead(answer.status, { 'content-type': 'application/json' })
  response.end(answer.body)
})
let geocoder: ReturnType<typeof httpGeocoder>

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  geocoder = httpGeocoder({
    url: `http://127.0.0.1:${port}/maps/api/geocode/json`,
    apiKey: 'geo-key',
    timeoutMs: 500,
    guardedFetch: createGuardedFetch({ policy: { requireHttps: true, allow: new Set([`127.0.0.1:${port}`]) }, log: () => {} }),
  })
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('httpGeocoder', () => {
  it('asks for the postal code in Australia with the key, and takes the first result', async () => {
    expect(await geocoder.locate('4000')).toEqual({ lat: -27.4698, lng: 153.0251 })
    const asked = seen.at(-1)!
    expect(asked.pathname).toBe('/maps/api/geocode/json')
    expect(asked.searchParams.get('components')).toBe('postal_code:4000|country:AU')
    expect(asked.searchParams.get('key')).toBe('geo-key')
  })

  it('answers null when the service finds nothing', async () => {
    expect(await geocoder.locate('0000')).toBeNull()
  })

  it.each([
    ['an error status', '5000'],
    ['a refusal', '6000'],
    ['a result without coordinates', '7000'],
    ['an answer that is not JSON', '8000'],
    ['no answer in time', '9000'],
  ])('fails on %s', async (_, postcode) => {
    await expect(geocoder.locate(postcode)).rejects.toBeInstanceOf(GeocoderFailure)
  })
})

describe('geocoderFor', () => {
  it('is the offline list unless the site chose the API', () => {
    expect(geocoderFor('offline', {})).toBe(offlineGeocoder)
    expect(geocoderFor(null, {})).toBe(offlineGeocoder)
  })

  it('names what is missing when the site chose the API and the deployment has none', () => {
    expect(geocoderFor('http', {})).toEqual({ problem: "the site's geocoder is the geocoding API, but GEOCODER_API_URL and GEOCODER_API_KEY are not both set" })
    expect(httpGeocoderFromEnvironment({ GEOCODER_API_URL: 'not a url', GEOCODER_API_KEY: 'k' })).toEqual({ problem: 'GEOCODER_API_URL is not a URL' })
    expect('locate' in geocoderFor('http', { GEOCODER_API_URL: 'https://geo.example/json', GEOCODER_API_KEY: 'k' })).toBe(true)
  })
})
