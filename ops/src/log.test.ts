import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { REDACTED_FIELDS, loggerTo, requestIdFrom, routeConsoleTo, scrubPersonalText, withRequestContext } from './log'

function capture() {
  const lines: string[] = []
  const log = loggerTo({ write: (line: string) => void lines.push(line) })
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { log, lines, parsed }
}

describe('the logger', () => {
  it('writes one JSON line with the level, the service and the message', () => {
    const { log, parsed } = capture()
    log.info({ route: '/cars/:slug', status: 200 }, 'request')
    expect(parsed()).toEqual([expect.objectContaining({ level: 'info', service: 'test', msg: 'request', route: '/cars/:slug', status: 200 })])
  })

  it('puts the request id and site on every line logged inside a request', async () => {
    const { log, parsed } = capture()
    await withRequestContext({ requestId: 'req-12345678', site: 'bayside-toyota' }, async () => {
      await Promise.resolve()
      log.warn('slow answer')
    })
    log.info('outside')
    expect(parsed()[0]).toMatchObject({ requestId: 'req-12345678', site: 'bayside-toyota', msg: 'slow answer' })
    expect(parsed()[1]).not.toHaveProperty('requestId')
  })

  it.each(REDACTED_FIELDS)('never writes the value of a field named %s, at any of three levels', (field) => {
    const { log, lines } = capture()
    const secret = 'value-that-must-not-appear'
    log.info({ [field]: secret, lead: { [field]: secret }, body: { lead: { [field]: secret } } }, 'fields')
    expect(lines.join('')).not.toContain(secret)
    expect(lines.join('')).toContain('[redacted]')
  })

  it('scrubs email addresses and Australian phone numbers from messages and errors', () => {
    const { log, lines, parsed } = capture()
    log.error({ err: new Error('duplicate key (email)=(jo.citizen+cars@example.com.au)') }, 'lead from 0412 345 678 failed')
    log.info('texted +61 412 345 678, then 61412345678, then (02) 9876 5432')
    log.warn('lead from %s', 'jo.citizen@example.com.au')
    log.error(new Error('no lead for 0412 345 678'))
    const written = lines.join('')
    for (const personal of ['jo.citizen', 'example.com.au', '0412 345 678', '412 345 678', '61412345678', '9876 5432']) expect(written).not.toContain(personal)
    expect(parsed()[0]).toMatchObject({ msg: 'lead from [phone] failed', err: { message: 'duplicate key (email)=([email])' } })
    expect(parsed()[1]!.msg).toBe('texted [phone], then [phone], then [phone]')
    expect(parsed()[2]!.msg).toBe('lead from [email]')
    expect(parsed()[3]).toMatchObject({ msg: 'no lead for [phone]', err: { message: 'no lead for [phone]' } })
  })

  it('leaves numbers that are not phones alone: prices, timestamps, counts, versions', () => {
    expect(scrubPersonalText('price 45990, at 1764538000000, 12 cars, stock 0012345, pkg@1.10.0')).toBe(
      'price 45990, at 1764538000000, 12 cars, stock 0012345, pkg@1.10.0',
    )
  })

  it('scrubs values after a line break or a tab, and every line stays JSON', () => {
    const { log, lines, parsed } = capture()
    log.warn({ detail: 'row:\njo@example.com\t0412345678', lead: { notes: ['call\n0412 345 678'] } }, 'first\njo@example.com')
    expect(parsed()[0]).toMatchObject({ msg: 'first\n[email]', detail: 'row:\n[email]\t[phone]', lead: { notes: ['call\n[phone]'] } })
    expect(lines.join('')).not.toContain('0412')
  })

  it('writes request and trace ids as they are, whatever digits they hold', () => {
    const { log, parsed } = capture()
    const ids = Array.from({ length: 3000 }, (_, i) => (i % 2 ? crypto.randomUUID() : crypto.randomBytes(16).toString('hex')))
    for (const requestId of ids) withRequestContext({ requestId }, () => log.info('request'))
    expect(parsed().map((line) => line.requestId)).toEqual(ids)
  })

  it('sends the console through the logger, an error with its stack', () => {
    const { log, parsed } = capture()
    const original = { ...console }
    try {
      routeConsoleTo(log)
      console.error('import failed for', 'bayside', new Error('feed answered 500'))
      console.log('ready')
    } finally {
      Object.assign(console, original)
    }
    expect(parsed()[0]).toMatchObject({
      level: 'error',
      msg: 'import failed for bayside',
      err: { message: 'feed answered 500', stack: expect.stringContaining('Error: feed answered 500') },
    })
    expect(parsed()[1]).toMatchObject({ level: 'info', msg: 'ready' })
  })
})

describe('request ids', () => {
  it('keeps an id nginx or a caller sent', () => {
    expect(requestIdFrom('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0')
  })

  it('replaces a missing or made-up id with a new one', () => {
    for (const sent of [undefined, '', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(200)]) {
      const id = requestIdFrom(sent)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(id).not.toBe(sent)
    }
  })
})
