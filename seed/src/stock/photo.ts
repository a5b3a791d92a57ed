/**
 * Demo stock photos, drawn as SVG from their own address: the demo needs no image files and no
 * internet. A real dealer's feed points at its own photo host instead.
 */
export interface PhotoSpec {
  body: PhotoBody
  /** Six hex digits, no '#'. */
  colour: string
  /** Shot index: 0–9 exterior angles, 10–14 interior. */
  view: number
}

export const PHOTO_BODIES = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'coupe', 'van', 'people-mover'] as const
export type PhotoBody = (typeof PHOTO_BODIES)[number]
export const PHOTO_VIEWS = 15

export function photoBodyOf(body: string): PhotoBody {
  const slug = body.toLowerCase().replace(/\s+/g, '-')
  return PHOTO_BODIES.find((candidate) => candidate === slug) ?? 'sedan'
}

export function photoPath(spec: PhotoSpec): string {
  return `/demo-photos/${spec.body}/${spec.colour}/${spec.view}.svg`
}

const PATH_PATTERN = /^\/demo-photos\/([a-z-]+)\/([0-9a-f]{6})\/(\d{1,2})\.svg$/

/** The spec behind a photo address, or null when the address is not one of ours. */
export function parsePhotoPath(path: string): PhotoSpec | null {
  const match = PATH_PATTERN.exec(path)
  if (!match) return null
  const body = PHOTO_BODIES.find((candidate) => candidate === match[1])
  const view = Number(match[3])
  if (!body || view >= PHOTO_VIEWS) return null
  return { body, colour: match[2], view }
}

// Body outlines in an 800x533 frame, side-on, nose to the right: roof line and cabin differ per shape.
const OUTLINES: Record<PhotoBody, string> = {
  sedan: 'M90 360 L120 300 L250 285 L330 215 L520 210 L610 280 L720 300 L730 360 Z',
  hatch: 'M110 360 L120 290 L210 280 L290 210 L500 205 L590 280 L700 300 L710 360 Z',
  suv: 'M90 365 L95 260 L180 245 L250 175 L560 170 L630 255 L715 275 L725 365 Z',
  ute: 'M80 365 L85 275 L380 270 L390 185 L560 180 L630 260 L720 280 L730 365 Z',
  wagon: 'M90 360 L95 280 L180 270 L250 205 L560 200 L630 275 L720 295 L730 360 Z',
  coupe: 'M100 360 L130 305 L280 285 L370 225 L500 222 L620 285 L720 305 L725 360 Z',
  van: 'M90 370 L90 170 L560 165 L660 250 L720 275 L725 370 Z',
  'people-mover': 'M90 368 L92 200 L200 185 L260 160 L580 158 L660 250 L720 272 L725 368 Z',
}

const BACKDROPS = ['#e9edf2', '#f1ede6', '#e6eee9', '#ecebf3', '#f3efe9']

/** A simple, recognisable illustration: the car's shape and colour on a studio backdrop. */
export function renderStockPhotoSvg(spec: PhotoSpec): string {
  const backdrop = BACKDROPS[spec.view % BACKDROPS.length]
  const title = `<title>Demo photo: ${spec.body.replace('-', ' ')}, view ${spec.view + 1}</title>`
  if (spec.view >= 10) return interior(spec, backdrop, title)
  // Alternate shots face the other way, and later ones are closer, so a gallery is not ten copies.
  const mirror = spec.view % 2 === 1 ? 'translate(800 0) scale(-1 1)' : ''
  const zoom = spec.view >= 6 ? ' translate(-80 -60) scale(1.2)' : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533" role="img">`,
    title,
    `<rect width="800" height="533" fill="${backdrop}"/>`,
    `<rect y="395" width="800" height="138" fill="#d5d9de"/>`,
    `<g transform="${mirror}${zoom}">`,
    `<ellipse cx="410" cy="392" rx="330" ry="16" fill="#000" opacity=".18"/>`,
    `<path d="${OUTLINES[spec.body]}" fill="#${spec.colour}" stroke="#222" stroke-width="3" stroke-linejoin="round"/>`,
    windows(spec.body),
    `<rect x="690" y="305" width="30" height="14" rx="4" fill="#fff6c8" stroke="#555"/>`,
    `<rect x="92" y="300" width="18" height="14" rx="3" fill="#c0262d"/>`,
    wheel(215),
    wheel(600),
    `</g></svg>`,
  ].join('')
}

function windows(body: PhotoBody): string {
  const glass = 'fill="#9fb4c8" stroke="#333" stroke-width="2"'
  switch (body) {
    case 'ute':
      return `<path d="M400 195 L550 192 L605 262 L400 265 Z" ${glass}/>`
    case 'van':
      return `<path d="M470 180 L550 178 L630 250 L470 252 Z" ${glass}/>`
    case 'suv':
    case 'people-mover':
      return `<path d="M265 188 L550 184 L605 255 L200 258 Z" ${glass}/><line x1="410" y1="186" x2="405" y2="257" stroke="#333" stroke-width="6"/>`
    default:
      return `<path d="M300 228 L510 222 L580 278 L250 283 Z" ${glass}/><line x1="420" y1="224" x2="418" y2="281" stroke="#333" stroke-width="6"/>`
  }
}

function wheel(cx: number): string {
  return `<circle cx="${cx}" cy="365" r="52" fill="#1d1d1f"/><circle cx="${cx}" cy="365" r="30" fill="#b9bec5" stroke="#666" stroke-width="3"/><circle cx="${cx}" cy="365" r="8" fill="#555"/>`
}

function interior(spec: PhotoSpec, backdrop: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533" role="img">`,
    title,
    `<rect width="800" height="533" fill="${backdrop}"/>`,
    `<path d="M0 250 Q400 170 800 250 L800 533 L0 533 Z" fill="#2b2d31"/>`,
    `<rect x="300" y="255" width="200" height="110" rx="10" fill="#0f1114" stroke="#${spec.colour}" stroke-width="4"/>`,
    `<circle cx="190" cy="330" r="95" fill="none" stroke="#111" stroke-width="22"/>`,
    `<circle cx="190" cy="330" r="22" fill="#${spec.colour}"/>`,
    `<rect x="560" y="300" width="170" height="26" rx="8" fill="#44474d"/>`,
    `</svg>`,
  ].join('')
}
