import type { APIRequestContext } from '@playwright/test'
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/** An ALTCHA v2 challenge as GET /api/captcha-challenge answers it (storefront/app/server/captcha.server.ts). */
interface Challenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string }
  signature?: string
}

/**
 * Solves a challenge as the widget does in a browser, without the widget's library (the tests workspace doesn't depend
 * on it): PBKDF2-SHA-256 of the nonce followed by a big-endian 32-bit counter, salted, until the derived key starts with
 * the challenge's prefix. The `altcha` field's value: the challenge and its solution, as base64 JSON.
 */
async function solveCaptcha(challenge: Challenge, timeoutMs = 60_000): Promise<string> {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters
  if (algorithm !== 'PBKDF2/SHA-256') throw new Error(`unexpected captcha algorithm ${algorithm}`)
  const password = Buffer.alloc(nonce.length / 2 + 4)
  Buffer.from(nonce, 'hex').copy(password)
  const saltBytes = Buffer.from(salt, 'hex')
  const prefix = keyPrefix.toLowerCase()
  const deadline = Date.now() + timeoutMs
  for (let counter = 0; Date.now() < deadline; counter++) {
    password.writeUInt32BE(counter, nonce.length / 2)
    const derivedKey = (await derive(password, saltBytes, cost, keyLength, 'sha256')).toString('hex')
    if (derivedKey.startsWith(prefix)) return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString('base64')
  }
  throw new Error('the captcha challenge could not be solved in time')
}

/**
 * A solved captcha for an end-to-end test that posts a lead form itself (issue 48): a challenge from the site's
 * /api/captcha-challenge, fetched with the test's own request context (its shopper: pass `page.request`), solved here as
 * the widget would in a browser. The `altcha` field's value; each is good for one lead.
 */
export async function solvedCaptcha(request: APIRequestContext, challengeUrl: string): Promise<string> {
  const answer = await request.get(challengeUrl)
  if (!answer.ok()) throw new Error(`${challengeUrl} answered ${answer.status()}`)
  return solveCaptcha(await answer.json())
}
