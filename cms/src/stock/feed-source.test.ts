import { describe, expect, it } from 'vitest'
import { checkFeedAddress, openSecret, sealSecret } from './feed-source'

const check = (value: string) => (checkFeedAddress as (value: string) => string | true)(value)

describe('a feed source’s address', () => {
  it('must be https on a public host, with the login kept out of it', () => {
    expect(check('https://feeds.example-dms.com.au/stock/bayside.csv')).toBe(true)
    expect(check('http://feeds.example-dms.com.au/stock.csv')).toBe('The address must start with https://.')
    expect(check('https://10.0.0.5/stock.csv')).toBe('The address must be on the internet, not a private or local network.')
    expect(check('https://169.254.169.254/latest/meta-data')).toBe('The address must be on the internet, not a private or local network.')
    expect(check('https://dealer:secret@feeds.example.com/stock.csv')).toBe('Put the user name and password under Login, not in the address.')
    expect(check('feeds.example.com/stock.csv')).toBe('Enter a web address, such as https://feeds.example.com/stock.csv.')
  })
})

describe('a feed source’s sealed secret', () => {
  it('opens with the same PAYLOAD_SECRET only, and seals differently each time', () => {
    const sealed = sealSecret('dms-password-1', 'payload-secret-a')
    expect(sealed).not.toContain('dms-password-1')
    expect(sealSecret('dms-password-1', 'payload-secret-a')).not.toBe(sealed)
    expect(openSecret(sealed, 'payload-secret-a')).toBe('dms-password-1')
    expect(() => openSecret(sealed, 'payload-secret-b')).toThrow()
  })
})
