import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'

/**
 * The storefront's server calls (lead intake, analytics, booked slots) carry STOREFRONT_API_SECRET as a bearer token:
 * the only way shopper data gets written. Browsers never hold it; they talk to the storefront.
 */
export function isStorefront(req: PayloadRequest): boolean {
  const secret = process.env.STOREFRONT_API_SECRET
  const header = req.headers.get('authorization') ?? ''
  if (!secret || !header.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(secret)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

export const notStorefront = () => Response.json({ message: 'Only the storefront may call this.' }, { status: 401 })
