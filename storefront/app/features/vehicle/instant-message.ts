import { isHttpsAddress, isSmsAddress } from '@dealer/cms-contract/outside-addresses'

/**
 * Spec 001 §2's "Enquire Now or Instant Message": where Site settings → Vehicle page give an Instant Message address,
 * the sidebar's button opens it instead of the enquiry dialog, with the car named so the sales team knows which. An
 * sms: number opens the phone's messages with the text written (`body`); a WhatsApp link (wa.me) takes it as `text`;
 * any other https:// chat address opens as it is. Pure.
 */

export function instantMessageHref(address: string | null | undefined, car: { name: string; stocknum: string }, pageUrl: string): string | null {
  const trimmed = address?.trim() ?? ''
  const text = `Hi, I'm interested in the ${car.name} (stock #${car.stocknum}): ${pageUrl}`
  if (isSmsAddress(trimmed)) return `${trimmed}?body=${encodeURIComponent(text)}`
  if (!isHttpsAddress(trimmed)) return null
  const url = new URL(trimmed)
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com') url.searchParams.set('text', text)
  return url.href
}
