/**
 * Demo stock photos, drawn as SVG from their own address: the demo needs no image files and no
 * internet. A real dealer's feed points at its own photo host instead. There are gallery shots, the
 * frames of a 360° spin and an interior panorama (spec 000 §2 viewer).
 */
interface PhotoOf {
  body: PhotoBody
  /** Six hex digits, no '#'. */
  colour: string
}

/** A gallery shot, /demo-photos/{body}/{colour}/{view}.svg. */
interface GalleryPhotoSpec extends PhotoOf {
  kind: 'gallery'
  /** Shot index: 0–9 exterior angles, 10–14 interior. */
  view: number
}

/** One frame of the 360° spin, /demo-photos/{body}/{colour}/spin/{frame}.svg: the car turned frame × 10°. */
interface SpinFrameSpec extends PhotoOf {
  kind: 'spin'
  frame: number
}

/** The interior panorama, twice as wide as it is high, /demo-photos/{body}/{colour}/interior.svg. */
interface InteriorPanoramaSpec extends PhotoOf {
  kind: 'interior'
}

export type PhotoSpec = GalleryPhotoSpec | SpinFrameSpec | InteriorPanoramaSpec

export const PHOTO_BODIES = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'coupe', 'van', 'people-mover'] as const
export type PhotoBody = (typeof PHOTO_BODIES)[number]
export const PHOTO_VIEWS = 15
/** A full turn in 10° steps. */
export const SPIN_FRAMES = 36

export function photoBodyOf(body: string): PhotoBody {
  const slug = body.toLowerCase().replace(/\s+/g, '-')
  return PHOTO_BODIES.find((candidate) => candidate === slug) ?? 'sedan'
}

export function photoPath(spec: PhotoSpec): string {
  const folder = `/demo-photos/${spec.body}/${spec.colour}`
  switch (spec.kind) {
    case 'gallery':
      return `${folder}/${spec.view}.svg`
    case 'spin':
      return `${folder}/spin/${spec.frame}.svg`
    case 'interior':
      return `${folder}/interior.svg`
  }
}

// A spin frame number is written without leading zeros, so each frame has one address.
const PATH_PATTERN = /^\/demo-photos\/([a-z-]+)\/([0-9a-f]{6})\/(?:(\d{1,2})|spin\/(0|[1-9]\d?)|(interior))\.svg$/

/** The spec behind a photo address, or null when the address is not one of ours. */
export function parsePhotoPath(path: string): PhotoSpec | null {
  const match = PATH_PATTERN.exec(path)
  if (!match) return null
  const [, bodyName, colour, view, frame] = match
  const body = PHOTO_BODIES.find((candidate) => candidate === bodyName)
  if (!body) return null
  if (view !== undefined) return Number(view) < PHOTO_VIEWS ? { kind: 'gallery', body, colour, view: Number(view) } : null
  if (frame !== undefined) return Number(frame) < SPIN_FRAMES ? { kind: 'spin', body, colour, frame: Number(frame) } : null
  return { kind: 'interior', body, colour }
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
const GLASS = 'fill="#9fb4c8" stroke="#333" stroke-width="2"'

/** A simple, recognisable illustration: the car's shape and colour on a studio backdrop. */
export function renderStockPhotoSvg(spec: PhotoSpec): string {
  switch (spec.kind) {
    case 'gallery':
      return galleryPhoto(spec)
    case 'spin':
      return spinFrame(spec)
    case 'interior':
      return interiorPanorama(spec)
  }
}

function galleryPhoto(spec: GalleryPhotoSpec): string {
  const backdrop = BACKDROPS[spec.view % BACKDROPS.length]
  const title = `<title>Demo photo: ${bodyName(spec.body)}, view ${spec.view + 1}</title>`
  if (spec.view >= 10) return interior(spec, backdrop, title)
  // Alternate shots face the other way, and later ones are closer, so a gallery is not ten copies.
  const mirror = spec.view % 2 === 1 ? 'translate(800 0) scale(-1 1)' : ''
  const zoom = spec.view >= 6 ? ' translate(-80 -60) scale(1.2)' : ''
  return [
    studio(title, backdrop),
    `<g transform="${mirror}${zoom}">`,
    `<ellipse cx="410" cy="392" rx="330" ry="16" fill="#000" opacity=".18"/>`,
    sideView(spec.body, spec.colour),
    `</g></svg>`,
  ].join('')
}

function bodyName(body: PhotoBody): string {
  return body.replace('-', ' ')
}

function studio(title: string, backdrop: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533" viewBox="0 0 800 533" role="img">`,
    title,
    `<rect width="800" height="533" fill="${backdrop}"/>`,
    `<rect y="395" width="800" height="138" fill="#d5d9de"/>`,
  ].join('')
}

/** The car side-on, nose to the right, its outline spanning about x 90–730. */
function sideView(body: PhotoBody, colour: string): string {
  return [
    `<path d="${OUTLINES[body]}" fill="#${colour}" stroke="#222" stroke-width="3" stroke-linejoin="round"/>`,
    windows(body),
    `<rect x="690" y="305" width="30" height="14" rx="4" fill="#fff6c8" stroke="#555"/>`,
    `<rect x="92" y="300" width="18" height="14" rx="3" fill="#c0262d"/>`,
    wheel(215),
    wheel(600),
  ].join('')
}

function windows(body: PhotoBody): string {
  switch (body) {
    case 'ute':
      return `<path d="M400 195 L550 192 L605 262 L400 265 Z" ${GLASS}/>`
    case 'van':
      return `<path d="M470 180 L550 178 L630 250 L470 252 Z" ${GLASS}/>`
    case 'suv':
    case 'people-mover':
      return `<path d="M265 188 L550 184 L605 255 L200 258 Z" ${GLASS}/><line x1="410" y1="186" x2="405" y2="257" stroke="#333" stroke-width="6"/>`
    default:
      return `<path d="M300 228 L510 222 L580 278 L250 283 Z" ${GLASS}/><line x1="420" y1="224" x2="418" y2="281" stroke="#333" stroke-width="6"/>`
  }
}

function wheel(cx: number): string {
  return `<circle cx="${cx}" cy="365" r="52" fill="#1d1d1f"/><circle cx="${cx}" cy="365" r="30" fill="#b9bec5" stroke="#666" stroke-width="3"/><circle cx="${cx}" cy="365" r="8" fill="#555"/>`
}

function interior(spec: PhotoOf, backdrop: string, title: string): string {
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

// The spin draws the car as a box seen from the side turning on the spot: at frame angle θ the side
// shows |cos θ| of the car's length (nose right for cos θ > 0) and one end |sin θ| of its width (the
// front for sin θ > 0, turning towards the viewer, the rear for sin θ < 0). 0° is the gallery's
// side-on shot, 90° head-on, 180° side-on facing left, 270° from behind.
const SPIN_LENGTH = 640
const SPIN_WIDTH = 260
const SIDE_START = 90
const SIDE_END = 730
/** Bodies drawn with a tow bar on the rear: the ones people buy to tow. */
const TOWING_BODIES: ReadonlySet<PhotoBody> = new Set(['suv', 'ute', 'wagon', 'van', 'people-mover'])

interface SpinLayout {
  /** The side's horizontal scale: negative when the nose points left. */
  sideScale: number
  sideLeft: number
  sideWidth: number
  end: 'front' | 'rear'
  endLeft: number
  endWidth: number
  /** Whether the end is drawn to the right of the side. */
  endOnRight: boolean
}

function spinLayout(frame: number): SpinLayout {
  const angle = (frame * 2 * Math.PI) / SPIN_FRAMES
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const sideWidth = SPIN_LENGTH * Math.abs(cos)
  const endWidth = SPIN_WIDTH * Math.abs(sin)
  const left = 400 - (sideWidth + endWidth) / 2
  // The front is at the nose, the rear at the tail: the end lies right when the nose does and the front shows, or neither.
  const endOnRight = cos * sin > 0
  return {
    sideScale: cos >= 0 ? Math.abs(cos) : -Math.abs(cos),
    sideLeft: endOnRight ? left : left + endWidth,
    sideWidth,
    end: sin >= 0 ? 'front' : 'rear',
    endLeft: endOnRight ? left + sideWidth : left,
    endWidth,
    endOnRight,
  }
}

/** Where the side outline's x lands on a spin frame. */
function sideX(layout: SpinLayout, x: number): number {
  return layout.sideScale >= 0 ? layout.sideLeft + (x - SIDE_START) * layout.sideScale : layout.sideLeft + (SIDE_END - x) * -layout.sideScale
}

/** The roof and the bottom of the body, from its side outline, for drawing an end. */
function heightsOf(body: PhotoBody): { roof: number; belt: number; bottom: number } {
  const ys = [...OUTLINES[body].matchAll(/\d+ (\d+)/g)].map((match) => Number(match[1]))
  const roof = Math.min(...ys)
  const bottom = Math.max(...ys)
  return { roof, belt: Math.round((roof + bottom) / 2), bottom }
}

const round = (value: number) => Math.round(value * 10) / 10

function spinFrame(spec: SpinFrameSpec): string {
  const layout = spinLayout(spec.frame)
  const title = `<title>Demo photo: ${bodyName(spec.body)}, 360° view, frame ${spec.frame + 1} of ${SPIN_FRAMES}</title>`
  const side =
    layout.sideWidth >= 1
      ? `<g transform="translate(${round(sideX(layout, 0))} 0) scale(${round(layout.sideScale * 1000) / 1000} 1)">${sideView(spec.body, spec.colour)}</g>`
      : ''
  const end = layout.endWidth >= 1 ? endView(spec.body, spec.colour, layout.end, layout.endLeft, layout.endWidth) : ''
  return [
    studio(title, BACKDROPS[0]),
    `<ellipse cx="400" cy="392" rx="${round((layout.sideWidth + layout.endWidth) / 2 + 20)}" ry="16" fill="#000" opacity=".18"/>`,
    side,
    end,
    `</svg>`,
  ].join('')
}

/** The front or rear of the car, head-on, squeezed into `width`. */
function endView(body: PhotoBody, colour: string, end: 'front' | 'rear', left: number, width: number): string {
  const { roof, belt, bottom } = heightsOf(body)
  const x = (fraction: number) => round(left + fraction * width)
  const w = (fraction: number) => round(fraction * width)
  const lamp = end === 'front' ? 'fill="#fff6c8" stroke="#555"' : 'fill="#c0262d"'
  return [
    `<rect x="${x(0.05)}" y="330" width="${w(0.13)}" height="87" rx="6" fill="#1d1d1f"/><rect x="${x(0.82)}" y="330" width="${w(0.13)}" height="87" rx="6" fill="#1d1d1f"/>`,
    `<path d="M${x(0.08)} ${belt} L${x(0.2)} ${roof} L${x(0.8)} ${roof} L${x(0.92)} ${belt} Z" fill="#${colour}" stroke="#222" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M${x(0.14)} ${belt - 4} L${x(0.24)} ${roof + 10} L${x(0.76)} ${roof + 10} L${x(0.86)} ${belt - 4} Z" ${GLASS}/>`,
    `<rect x="${round(left)}" y="${belt}" width="${round(width)}" height="${bottom - belt}" rx="${round(Math.min(10, width / 8))}" fill="#${colour}" stroke="#222" stroke-width="3"/>`,
    `<rect x="${x(0.06)}" y="${belt + 14}" width="${w(0.22)}" height="14" rx="4" ${lamp}/><rect x="${x(0.72)}" y="${belt + 14}" width="${w(0.22)}" height="14" rx="4" ${lamp}/>`,
    end === 'front'
      ? `<rect x="${x(0.34)}" y="${belt + 12}" width="${w(0.32)}" height="34" rx="4" fill="#2a2c30"/>`
      : `<rect x="${x(0.38)}" y="${belt + 40}" width="${w(0.24)}" height="18" fill="#f4f4f0" stroke="#555"/>` +
        (TOWING_BODIES.has(body) ? `<rect x="${x(0.46)}" y="${bottom - 2}" width="${w(0.08)}" height="16" fill="#333"/>` : ''),
  ].join('')
}

/** Features a demo hotspot can point at on a spin frame. */
export type SpinFeature = 'headlight' | 'front-wheel' | 'tow-bar'

/** A position on an image in % of its width and height from the top left, to one decimal place. */
export interface ImagePosition {
  x: number
  y: number
}

/**
 * Where a spin frame shows a feature, or null when that frame shows it too thinly (or at all) to point at:
 * the headlight nearer the side, the front wheel, and the tow bar of a body that has one.
 */
export function spinFeaturePosition(body: PhotoBody, frame: number, feature: SpinFeature): ImagePosition | null {
  const layout = spinLayout(frame)
  const { belt, bottom } = heightsOf(body)
  const endAt = (fraction: number) => layout.endLeft + fraction * layout.endWidth
  switch (feature) {
    case 'headlight':
      if (layout.end !== 'front' || layout.endWidth < 100) return null
      // The lamp at the corner the side meets: the end's left lamp when it lies right of the side.
      return percent(endAt(layout.endOnRight ? 0.17 : 0.83), belt + 21)
    case 'front-wheel':
      return layout.sideWidth < 300 ? null : percent(sideX(layout, 600), 365)
    case 'tow-bar':
      return layout.end !== 'rear' || layout.endWidth < 100 || !TOWING_BODIES.has(body) ? null : percent(endAt(0.5), bottom + 6)
  }
}

function percent(x: number, y: number, width = 800, height = 533): ImagePosition {
  return { x: round((x / width) * 100), y: round((y / height) * 100) }
}

// The panorama is taken from the middle of the cabin: straight ahead in the middle, the left door a
// quarter of the way across, the right (driver's, Australian cars being right-hand drive) three quarters,
// the back seat at both edges.
const PANORAMA = { width: 1600, height: 800 }
const TOUCHSCREEN = { x: 700, y: 340, width: 200, height: 120 }
const STEERING_WHEEL = { cx: 1000, cy: 470 }
const FRONT_SEAT = { x: 300, y: 440, width: 200, height: 360 }

/** Features a demo hotspot can point at on the interior panorama. */
export type PanoramaFeature = 'touchscreen' | 'steering-wheel' | 'front-seat'

export const PANORAMA_FEATURE_POSITIONS: Record<PanoramaFeature, ImagePosition> = {
  touchscreen: percent(TOUCHSCREEN.x + TOUCHSCREEN.width / 2, TOUCHSCREEN.y + TOUCHSCREEN.height / 2, PANORAMA.width, PANORAMA.height),
  'steering-wheel': percent(STEERING_WHEEL.cx, STEERING_WHEEL.cy, PANORAMA.width, PANORAMA.height),
  'front-seat': percent(FRONT_SEAT.x + FRONT_SEAT.width / 2, FRONT_SEAT.y + 90, PANORAMA.width, PANORAMA.height),
}

function interiorPanorama(spec: InteriorPanoramaSpec): string {
  const trim = `#${spec.colour}`
  const seat = (x: number) =>
    `<rect x="${x + 45}" y="${FRONT_SEAT.y - 60}" width="110" height="70" rx="25" fill="#2f3034"/><rect x="${x}" y="${FRONT_SEAT.y}" width="${FRONT_SEAT.width}" height="${FRONT_SEAT.height}" rx="50" fill="#2f3034" stroke="${trim}" stroke-width="3"/>`
  const glass = 'fill="#bcd0e0"'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PANORAMA.width}" height="${PANORAMA.height}" viewBox="0 0 ${PANORAMA.width} ${PANORAMA.height}" role="img">`,
    `<title>Demo photo: ${bodyName(spec.body)}, interior panorama</title>`,
    `<rect width="1600" height="800" fill="#d8d4cc"/>`,
    // Rear window at the edges, side windows, windscreen.
    `<rect y="170" width="130" height="140" ${glass}/><rect x="1470" y="170" width="130" height="140" ${glass}/>`,
    `<rect x="280" y="150" width="240" height="170" rx="20" ${glass}/><rect x="1080" y="150" width="240" height="170" rx="20" ${glass}/>`,
    `<path d="M560 120 L1040 120 L1100 330 L500 330 Z" ${glass}/>`,
    `<rect y="330" width="1600" height="470" fill="#3a3c41"/>`,
    `<path d="M470 340 Q800 270 1130 340 L1130 540 L470 540 Z" fill="#2b2d31"/>`,
    `<rect x="${TOUCHSCREEN.x}" y="${TOUCHSCREEN.y}" width="${TOUCHSCREEN.width}" height="${TOUCHSCREEN.height}" rx="10" fill="#0f1114" stroke="${trim}" stroke-width="5"/>`,
    `<rect x="930" y="330" width="140" height="56" rx="8" fill="#0f1114"/>`,
    `<path d="M740 540 L860 540 L890 800 L710 800 Z" fill="#45474c"/><circle cx="800" cy="620" r="18" fill="#111"/>`,
    // Back seat at both edges, then the front seats.
    `<rect x="-80" y="420" width="220" height="380" rx="50" fill="#2f3034"/><rect x="1460" y="420" width="220" height="380" rx="50" fill="#2f3034"/>`,
    seat(FRONT_SEAT.x),
    seat(1100),
    `<circle cx="${STEERING_WHEEL.cx}" cy="${STEERING_WHEEL.cy}" r="110" fill="none" stroke="#111" stroke-width="24"/><circle cx="${STEERING_WHEEL.cx}" cy="${STEERING_WHEEL.cy}" r="26" fill="${trim}"/>`,
    `</svg>`,
  ].join('')
}
