import { describe, expect, it } from 'vitest'
import { localHosts, searchOrigin } from './hosts'

describe('localHosts', () => {
  it('turns the service URL into one host the client reads and writes through', () => {
    expect(localHosts('http://127.0.0.1:3002')).toEqual([{ url: '127.0.0.1:3002', protocol: 'http', accept: 'readWrite' }])
  })

  it('keeps https, drops a default port and a trailing path, and can limit the host to reads', () => {
    expect(localHosts('https://search.example.com/', 'read')).toEqual([{ url: 'search.example.com', protocol: 'https', accept: 'read' }])
  })

  it('rejects URLs the client cannot use', () => {
    expect(() => localHosts('127.0.0.1:3002')).toThrow()
    expect(() => localHosts('ftp://127.0.0.1')).toThrow('must be http or https')
  })
})

describe('searchOrigin', () => {
  it('is the local service when there is one, else Algolia’s read or write host for the application', () => {
    expect(searchOrigin('local', 'http://127.0.0.1:3002', 'read')).toBe('http://127.0.0.1:3002')
    expect(searchOrigin('ABC123', undefined, 'read')).toBe('https://ABC123-dsn.algolia.net')
    expect(searchOrigin('ABC123', null, 'write')).toBe('https://ABC123.algolia.net')
  })
})
