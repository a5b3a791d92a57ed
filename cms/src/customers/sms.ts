import fs from 'node:fs/promises'
import path from 'node:path'
import { SIGN_IN_LIMITS } from '@dealer/cms-contract/customer-accounts'
import { outboundPolicyFromEnv } from '@dealer/outbound/destination'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch } from '@dealer/outbound/guarded-fetch'
import { toE164 } from './codes'
import { isProduction } from '../lib/secrets'

/** Sends one text message to an Australian mobile (local form, 0412345678); throws SmsError when it wasn't taken. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>
}

/** A message the provider didn't take: `detail` is for the CMS's log only (the shopper hears "An unknown error occurred."). */
export class SmsError extends Error {
  readonly detail: string
  constructor(detail: string) {
    super('The text message could not be sent.')
    this.name = 'SmsError'
    this.detail = detail
  }
}

/** The text of a sign-in code message. */
export function codeMessage(siteName: string, code: string): string {
  return `Your ${siteName} code is ${code}. It expires in ${SIGN_IN_LIMITS.codeLifetimeSeconds / 60} minutes.`
}

export interface CaptureOptions {
  dir: string
  /** SMS_CAPTURE_FAIL: "1" fails every send; otherwise a comma-separated list of phones whose sends fail. */
  fail?: string
  log?: (line: string) => void
}

/**
 * Development and tests: each message becomes `<dir>/<time>-<phone>.txt` and a console line (how a developer or a test
 * reads the code). Sends fail on demand, so the storefront's failure path can be exercised against a running stack.
 */
export function captureSmsSender({ dir, fail = '', log = console.log }: CaptureOptions): SmsSender {
  const failing = new Set(fail.split(',').map((entry) => entry.trim()))
  return {
    async send(phone, text) {
      if (failing.has('1') || failing.has(phone)) throw new SmsError(`SMS_CAPTURE_FAIL refuses messages to ${phone}`)
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${phone}.txt`)
      await fs.writeFile(file, `To: ${phone}\n\n${text}\n`)
      log(`[sms] to ${phone}: ${text}`)
    },
  }
}

export interface TwilioOptions {
  accountSid: string
  authToken: string
  /** A sender number (E.164) or, with `messagingServiceSid` instead, Twilio picks one from the service. */
  from?: string
  messagingServiceSid?: string
  /** Twilio's API; TWILIO_API_URL (tests: a stand-in on loopback, which OUTBOUND_ALLOW must let through). */
  baseUrl?: string
  timeoutMs?: number
  guardedFetch?: GuardedFetch
}

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth; 201 when queued. */
export function twilioSmsSender({
  accountSid,
  authToken,
  from,
  messagingServiceSid,
  baseUrl = 'https://api.twilio.com',
  timeoutMs = SIGN_IN_LIMITS.sendTimeoutMs,
  guardedFetch = createGuardedFetch(),
}: TwilioOptions): SmsSender {
  if (!from && !messagingServiceSid) throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID.')
  const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
  return {
    async send(phone, text) {
      const form = new URLSearchParams({ To: toE164(phone), Body: text })
      if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid)
      else form.set('From', from!)
      let answer
      try {
        answer = await guardedFetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          timeoutMs,
          maxResponseBytes: 64 * 1024,
        })
      } catch (error) {
        if (error instanceof OutboundRequestError) throw new SmsError(`Twilio ${error.failure}: ${error.detail}`)
        throw error
      }
      if (answer.status < 200 || answer.status >= 300) {
        // Twilio's error body: { code, message, more_info, status }. It names no secret.
        let reason = ''
        try {
          const body = JSON.parse(answer.body.toString('utf8')) as { code?: number; message?: string }
          reason = ` ${body.code ?? ''} ${body.message ?? ''}`.trimEnd()
        } catch {
          // Not JSON: the status says enough.
        }
        throw new SmsError(`Twilio answered HTTP ${answer.status}${reason}`)
      }
    },
  }
}

type Environment = Record<string, string | undefined>

/**
 * What is wrong with the SMS settings for this process, or null. SMS_PROVIDER=twilio needs its credentials; without
 * SMS_PROVIDER, production refuses (a deployment that forgot its provider would print shoppers' codes to its log and
 * text nobody), development captures.
 */
export function smsConfigurationProblem(env: Environment = process.env): string | null {
  const provider = env.SMS_PROVIDER
  const production = isProduction(env)
  if (provider === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'].filter((name) => !env[name])
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) missing.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID')
    return missing.length > 0 ? `SMS_PROVIDER=twilio needs ${missing.join(', ')}; see docs/features/shopper-accounts.md, "Shopper accounts (CMS)".` : null
  }
  if (provider === 'capture')
    return production
      ? 'SMS_PROVIDER=capture writes sign-in codes to a folder and texts nobody: production needs SMS_PROVIDER=twilio with its TWILIO_* settings; see docs/features/shopper-accounts.md, "Shopper accounts (CMS)".'
      : null
  if (provider) return `SMS_PROVIDER is "${provider}": use twilio, or capture (messages written to a folder, for development and tests).`
  if (production)
    return 'The CMS does not start in production without SMS_PROVIDER: set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID), or SMS_PROVIDER=capture to write sign-in codes to a folder instead of texting them; see docs/features/shopper-accounts.md, "Shopper accounts (CMS)".'
  return null
}

/** The sender this deployment chose (see smsConfigurationProblem); throws the problem when there is one. */
export function smsSenderFromEnvironment(env: Environment = process.env): SmsSender {
  const problem = smsConfigurationProblem(env)
  if (problem) throw new Error(problem)
  if (env.SMS_PROVIDER === 'twilio')
    return twilioSmsSender({
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM || undefined,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID || undefined,
      baseUrl: env.TWILIO_API_URL || undefined,
      guardedFetch: createGuardedFetch({ policy: outboundPolicyFromEnv(env as NodeJS.ProcessEnv) }),
    })
  return captureSmsSender({
    dir: env.SMS_CAPTURE_DIR || path.resolve(env.DATA_DIR || '.data', 'sms'),
    fail: env.SMS_CAPTURE_FAIL,
  })
}
