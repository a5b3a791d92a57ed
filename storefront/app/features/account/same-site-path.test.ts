import { describe, expect, it } from 'vitest'
import { refererPath, sameSitePath } from './same-site-path'

describe('sameSitePath', () => {
  it.each(['/', '/my-garage', '/cars/2021-toyota-corolla-abc?save=123', '/search/used-cars?page=2#results', '/a%2F%2Fb'])('keeps the path %s', (path) => {
    expect(sameSitePath(path)).toBe(path)
  })

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['an absolute address', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later on', '/cars\\..\\x'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/my-garage\nSet-Cookie: x=1'],
    ['a NUL', '/my\u0000garage'],
    ['DEL', '/my\u007fgarage'],
    ['a relative path', 'my-garage'],
    ['a dot path', './my-garage'],
    ['a very long path', `/${'a'.repeat(2000)}`],
  ])('falls back to / for %s', (_label, value) => {
    expect(sameSitePath(value)).toBe('/')
  })
})

describe('refererPath', () => {
  const request = 'http://bayside-toyota.localhost:3000/my-garage'

  it('is the path and query of a page of the same site', () => {
    expect(refererPath('http://bayside-toyota.localhost:3000/cars/x?save=1', request)).toBe('/cars/x?save=1')
  })

  it('reads the host, not the scheme: behind a TLS proxy the request may read as http', () => {
    expect(refererPath('https://bayside-toyota.localhost:3000/search/used-cars', request)).toBe('/search/used-cars')
  })

  it.each([
    ['no referer', null],
    ['another site of the platform', 'http://southern-cross.localhost:3000/cars/x'],
    ['another port', 'http://bayside-toyota.localhost:4000/cars/x'],
    ['not an address', 'not a url'],
  ])('is / for %s', (_label, referer) => {
    expect(refererPath(referer, request)).toBe('/')
  })
})
