/**
 * How a make or brand name becomes an address segment (/search/{make}, /{brand}/overview, the shared
 * make list): accents dropped, "&" read as "and", then lower-case letters and digits joined by single
 * hyphens. "Citroën" → "citroen", "Lynk & Co" → "lynk-and-co". (Car and dealership addresses from
 * feeds keep the feed's own simpler rule in seed/src/stock/derive.ts: they are already published.)
 */
export function brandSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
