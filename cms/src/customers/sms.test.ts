import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGuardedFetch } from '@dealer/outbound/guarded-fetch'
import { captureSmsSender, codeMessage, smsConfigurationProblem, smsSenderFromEnvironment, SmsError, twilioSmsSender } from './sms'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

/** A stand-in for Twilio's API on loopback: answers with `answer`, records every request. */
async function twilioStandIn(answer: (request: Seen) => { status: number; body: unknown } | null) {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const record = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }
      seen.push(record)
      const reply = answer(record)
      if (!reply) return // never answers
      response.writeHead(reply.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, seen, port: (server.address() as AddressInfo).port }
}

let accepting: Awaited<ReturnType<typeof twilioStandIn>>
let refusing: Awaited<ReturnType<typeof twilioStandIn>>
let hanging: Awaited<ReturnType<typeof twilioStandIn>>
const log: string[] = []
/** The guarded client as the CMS makes it, with the stand-ins' exact host:port allowed (as OUTBOUND_ALLOW does). */
const guardedFetch = () =>
  createGuardedFetch({
    policy: { requireHttps: true, allow: new Set([accepting, refusing, hanging].map((server) => `127.0.0.1:${server.port}`)) },
    log: (line) => log.push(line),
  })

beforeAll(async () => {
  accepting = await twilioStandIn(() => ({ status: 201, body: { sid: 'SM123', status: 'queued' } }))
  refusing = await twilioStandIn(() => ({
    status: 400,
    body: { code: 21211, message: "The 'To' number +61491570159 is not a valid phone number.", status: 400 },
  }))
  hanging = await twilioStandIn(() => null)
})

afterAll(async () => {
  for (const { server } of [accepting, refusing, hanging]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('the Twilio sender', () => {
  it("posts the message to Twilio's Messages API: the account's path, basic auth, a form with To in E.164, From and Body", async () => {
    const sender = twilioSmsSender({
      accountSid: 'AC0123456789abcdef',
      authToken: 'token-secret',
      from: '+61400000000',
      baseUrl: `http://127.0.0.1:${accepting.port}`,
      guardedFetch: guardedFetch(),
    })
    await sender.send('0412345678', codeMessage('Bayside Toyota', '012345'))
    const request = accepting.seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json')
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:token-secret').toString('base64')}`)
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(request.body)
    expect(Object.fromEntries(form)).toEqual({
      To: '+61412345678',
      From: '+61400000000',
      Body: 'Your Bayside Toyota code is 012345. It expires in 10 minutes.',
    })
  })

  it('names the messaging service instead of a number when given one', async () => {
    const sender = twilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      messagingServiceSid: 'MG0123',
      baseUrl: `http://127.0.0.1:${accepting.port}`,
      guardedFetch: guardedFetch(),
    })
    await sender.send('0412345678', 'hello')
    const form = new URLSearchParams(accepting.seen.at(-1)!.body)
    expect(form.get('MessagingServiceSid')).toBe('MG0123')
    expect(form.has('From')).toBe(false)
  })

  it("fails with Twilio's own reason in the detail when Twilio refuses", async () => {
    const sender = twilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+61400000000',
      baseUrl: `http://127.0.0.1:${refusing.port}`,
      guardedFetch: guardedFetch(),
    })
    const failure = await sender.send('0491570159', 'hello').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SmsError)
    expect((failure as SmsError).message).toBe('The text message could not be sent.')
    expect((failure as SmsError).detail).toMatch(/HTTP 400 21211 The 'To' number/)
  })

  it('gives up after its time limit (15 s by default, the spec’s)', async () => {
    const sender = twilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+61400000000',
      baseUrl: `http://127.0.0.1:${hanging.port}`,
      timeoutMs: 300,
      guardedFetch: guardedFetch(),
    })
    const started = Date.now()
    const failure = await sender.send('0412345678', 'hello').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SmsError)
    expect((failure as SmsError).detail).toMatch(/timeout/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('goes through the guarded client: an address the policy refuses is never contacted', async () => {
    const before = accepting.seen.length
    const sender = twilioSmsSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+61400000000',
      baseUrl: `http://127.0.0.1:${accepting.port}`,
      guardedFetch: createGuardedFetch({ policy: { requireHttps: true, allow: new Set() }, log: () => {} }),
    })
    const failure = await sender.send('0412345678', 'hello').catch((error: unknown) => error)
    expect((failure as SmsError).detail).toMatch(/not-public-address/)
    expect(accepting.seen.length).toBe(before)
  })

  it('needs a sender number or a messaging service', () => {
    expect(() => twilioSmsSender({ accountSid: 'AC1', authToken: 't' })).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/)
  })
})

describe('the capture sender', () => {
  it('writes each message to <dir>/<time>-<phone>.txt and prints it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-capture-'))
    const printed: string[] = []
    await captureSmsSender({ dir, log: (line) => printed.push(line) }).send('0412345678', codeMessage('Southern Cross Motors', '654321'))
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-0412345678\.txt$/)
    const text = fs.readFileSync(path.join(dir, files[0]), 'utf8')
    expect(text).toContain('To: 0412345678')
    expect(text).toContain('Your Southern Cross Motors code is 654321. It expires in 10 minutes.')
    expect(printed).toEqual(['[sms] to 0412345678: Your Southern Cross Motors code is 654321. It expires in 10 minutes.'])
    fs.rmSync(dir, { recursive: true })
  })

  it('fails on demand: every send with SMS_CAPTURE_FAIL=1, or only the phones it lists', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-capture-'))
    await expect(captureSmsSender({ dir, fail: '1', log: () => {} }).send('0412345678', 'hello')).rejects.toBeInstanceOf(SmsError)
    const some = captureSmsSender({ dir, fail: '0491570159, 0491570158', log: () => {} })
    await expect(some.send('0491570158', 'hello')).rejects.toBeInstanceOf(SmsError)
    await some.send('0412345678', 'hello')
    expect(fs.readdirSync(dir).map((file) => file.slice(-14))).toEqual(['0412345678.txt'])
    fs.rmSync(dir, { recursive: true })
  })
})

describe('choosing the sender', () => {
  it('captures in development (DEALER_ENV=development) unless told otherwise', () => {
    expect(smsConfigurationProblem({ DEALER_ENV: 'development' })).toBeNull()
    expect(smsConfigurationProblem({ DEALER_ENV: 'development', NODE_ENV: 'production', SMS_PROVIDER: 'capture' })).toBeNull()
  })

  it('refuses production, any deployment not marked development, without Twilio: capture texts nobody', () => {
    for (const production of [{ NODE_ENV: 'production' }, {}, { NODE_ENV: 'development' }]) {
      expect(smsConfigurationProblem(production)).toMatch(/does not start in production without SMS_PROVIDER/)
      expect(() => smsSenderFromEnvironment(production)).toThrow(/SMS_PROVIDER/)
      expect(smsConfigurationProblem({ ...production, SMS_PROVIDER: 'capture' })).toMatch(
        /^SMS_PROVIDER=capture writes sign-in codes to a folder and texts nobody/,
      )
    }
    // `next build` loads the config with NODE_ENV=production and no deployment settings.
    expect(smsConfigurationProblem({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBeNull()
  })

  it('names what Twilio lacks, and refuses a provider it does not know', () => {
    expect(smsConfigurationProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toBe(
      'SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID; see docs/features/shopper-accounts.md, "Shopper accounts (CMS)".',
    )
    expect(
      smsConfigurationProblem({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }),
    ).toBeNull()
    expect(smsConfigurationProblem({ SMS_PROVIDER: 'carrier-pigeon' })).toMatch(/use twilio, or capture/)
  })

  it('sends through Twilio when configured, and captures to SMS_CAPTURE_DIR otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-capture-'))
    const captured = smsSenderFromEnvironment({ DEALER_ENV: 'development', SMS_PROVIDER: 'capture', SMS_CAPTURE_DIR: dir })
    await captured.send('0412345678', 'hello')
    expect(fs.readdirSync(dir)).toHaveLength(1)
    fs.rmSync(dir, { recursive: true })

    const twilio = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC9',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+61400000000',
      TWILIO_API_URL: `http://127.0.0.1:${accepting.port}`,
    }
    const before = accepting.seen.length
    // The guarded client follows the same environment: a stand-in on loopback only where OUTBOUND_ALLOW names it.
    await expect(smsSenderFromEnvironment(twilio).send('0412345678', 'hello')).rejects.toBeInstanceOf(SmsError)
    expect(accepting.seen.length).toBe(before)
    await smsSenderFromEnvironment({ ...twilio, OUTBOUND_ALLOW: `127.0.0.1:${accepting.port}` }).send('0412345678', 'hello')
    expect(accepting.seen.length).toBe(before + 1)
    expect(accepting.seen.at(-1)!.url).toBe('/2010-04-01/Accounts/AC9/Messages.json')
  })
})
