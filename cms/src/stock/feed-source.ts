import crypto from 'node:crypto'
import type { CollectionBeforeChangeHook, TextFieldSingleValidation } from 'payload'
import { checkUrl, outboundPolicyFromEnv } from '@dealer/outbound/destination'
import { createGuardedFetch, OutboundRequestError, type GuardedFetch } from '@dealer/outbound/guarded-fetch'

/**
 * A feed source's address and login: the address is checked when staff save it (https, a public host; the operator's
 * OUTBOUND_ALLOW names the local demo's and the tests' feed servers), and the feed is fetched through the guarded
 * client, which checks again at send time. A password or header value is sealed with AES-256-GCM under a key derived
 * from PAYLOAD_SECRET, stored as `sealedSecret` (never readable through any API) and opened only to fetch.
 */

export const checkFeedAddress: TextFieldSingleValidation = (value) => {
  if (!value) return 'Enter the feed’s address.'
  const policy = { ...outboundPolicyFromEnv(), requireHttps: true }
  const verdict = checkUrl(value, policy)
  if (!verdict.ok)
    return verdict.reason === 'insecure-scheme'
      ? 'The address must start with https://.'
      : verdict.reason === 'not-public-address'
        ? 'The address must be on the internet, not a private or local network.'
        : 'Enter a web address, such as https://feeds.example.com/stock.csv.'
  if (verdict.url.username || verdict.url.password) return 'Put the user name and password under Login, not in the address.'
  return true
}

function sealingKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'dealer stock feed login v1', 32))
}

export function sealSecret(plain: string, payloadSecret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(payloadSecret), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.')
}

export function openSecret(sealed: string, payloadSecret: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('the saved feed login is not readable')
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(payloadSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}

/** Seals a newly typed secret; an empty one keeps the saved secret; "Nothing" as the login forgets it. */
export const sealFeedSecret: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const typed = typeof data.newSecret === 'string' ? data.newSecret : ''
  delete data.newSecret
  if (data.authType === 'none') {
    data.sealedSecret = null
    data.secretSaved = false
  } else if (typed !== '') {
    data.sealedSecret = sealSecret(typed, req.payload.secret)
    data.secretSaved = true
  } else {
    data.sealedSecret = (originalDoc as { sealedSecret?: string | null } | undefined)?.sealedSecret ?? null
    data.secretSaved = Boolean(data.sealedSecret)
  }
  return data
}

export interface FeedSourceLogin {
  authType?: 'none' | 'basic' | 'header' | null
  username?: string | null
  headerName?: string | null
  sealedSecret?: string | null
}

/** The feed's text, or a FeedFetchError whose message staff understand. */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError'
}

/** Largest feed read: 10,000 cars with long comments fit in well under this. */
const MAX_FEED_BYTES = 100 * 1024 * 1024

let guardedFetch: GuardedFetch | null = null

export async function fetchFeed(url: string, login: FeedSourceLogin, payloadSecret: string): Promise<string> {
  guardedFetch ??= createGuardedFetch()
  const headers: Record<string, string> = { accept: 'text/csv, application/json, application/xml, text/xml, */*' }
  if (login.authType === 'basic' || login.authType === 'header') {
    const secret = login.sealedSecret ? openSecret(login.sealedSecret, payloadSecret) : ''
    if (login.authType === 'basic') headers.authorization = `Basic ${Buffer.from(`${login.username ?? ''}:${secret}`).toString('base64')}`
    else if (login.headerName) headers[login.headerName.toLowerCase()] = secret
  }
  let response
  try {
    response = await guardedFetch(url, { headers, timeoutMs: 120_000, maxResponseBytes: MAX_FEED_BYTES })
  } catch (error) {
    if (error instanceof OutboundRequestError) throw new FeedFetchError(`The feed address could not be read: ${error.message}`)
    throw error
  }
  if (response.status === 401 || response.status === 403)
    throw new FeedFetchError(`The feed address answered ${response.status}: check the login under the source’s Login.`)
  if (response.status >= 300 && response.status < 400)
    throw new FeedFetchError(`The feed address answered ${response.status} (a redirect): enter the address it redirects to.`)
  if (response.status !== 200) throw new FeedFetchError(`The feed address answered ${response.status}`)
  return response.body.toString('utf8')
}
