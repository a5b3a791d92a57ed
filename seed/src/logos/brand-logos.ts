/**
 * Demo logos drawn here: each make's name set in a shape and colour of its own. They are original marks for the demo
 * (no maker's emblem, lettering or colours are copied: the real ones are trademarks), so brand tiles and the mega menu
 * show something more telling than the generic logo. Sized for the tiles (76 × 65 in the mega menu), 160 × 120 here.
 */

export type LogoShape = 'shield' | 'hexagon' | 'roundel' | 'ribbon' | 'diamond' | 'plate' | 'arch'

export interface LogoStyle {
  shape: LogoShape
  /** The shape's fill. */
  colour: string
  /** The lettering and the accent line. */
  ink: string
}

const WIDTH = 160
const HEIGHT = 120

/** Each shape's outline, and how wide a line of lettering may be inside it. */
const SHAPES: Record<LogoShape, { outline: string; textWidth: number }> = {
  shield: { outline: '<path d="M22 8 H138 V60 C138 90 112 106 80 114 C48 106 22 90 22 60 Z"/>', textWidth: 100 },
  hexagon: { outline: '<polygon points="42,10 118,10 154,60 118,110 42,110 6,60"/>', textWidth: 112 },
  roundel: { outline: '<circle cx="80" cy="60" r="56"/>', textWidth: 86 },
  ribbon: { outline: '<polygon points="4,30 144,30 156,60 144,90 4,90 16,60"/>', textWidth: 118 },
  diamond: { outline: '<polygon points="80,4 156,60 80,116 4,60"/>', textWidth: 84 },
  plate: { outline: '<rect x="4" y="26" width="152" height="68" rx="14"/>', textWidth: 132 },
  arch: { outline: '<path d="M8 102 V62 A72 54 0 0 1 152 62 V102 Z"/>', textWidth: 122 },
}

/**
 * The demo's makes: those the demo stock sells and those the group's brands page shows. Shapes and colours are picked
 * to be unlike each maker's own mark.
 */
export const DEMO_LOGO_STYLES: Readonly<Record<string, LogoStyle>> = {
  // Cars
  BYD: { shape: 'plate', colour: '#5b3a8c', ink: '#ffffff' },
  Ford: { shape: 'hexagon', colour: '#0f766e', ink: '#ffffff' },
  GWM: { shape: 'ribbon', colour: '#44403c', ink: '#fde68a' },
  Honda: { shape: 'arch', colour: '#1e3a8a', ink: '#ffffff' },
  Hyundai: { shape: 'ribbon', colour: '#9a3412', ink: '#ffffff' },
  Isuzu: { shape: 'shield', colour: '#155e75', ink: '#ffffff' },
  Jeep: { shape: 'arch', colour: '#3f6212', ink: '#ffffff' },
  Kia: { shape: 'shield', colour: '#166534', ink: '#ffffff' },
  LDV: { shape: 'diamond', colour: '#0369a1', ink: '#ffffff' },
  Mazda: { shape: 'ribbon', colour: '#6b21a8', ink: '#ffffff' },
  MG: { shape: 'roundel', colour: '#334155', ink: '#fbbf24' },
  Mitsubishi: { shape: 'plate', colour: '#1f2937', ink: '#67e8f9' },
  Nissan: { shape: 'hexagon', colour: '#b45309', ink: '#ffffff' },
  Peugeot: { shape: 'plate', colour: '#0e7490', ink: '#ffffff' },
  Skoda: { shape: 'hexagon', colour: '#7c2d12', ink: '#ffffff' },
  Subaru: { shape: 'arch', colour: '#be123c', ink: '#ffffff' },
  Suzuki: { shape: 'diamond', colour: '#4338ca', ink: '#ffffff' },
  Tesla: { shape: 'plate', colour: '#475569', ink: '#ffffff' },
  Toyota: { shape: 'shield', colour: '#1d4ed8', ink: '#ffffff' },
  Volkswagen: { shape: 'ribbon', colour: '#065f46', ink: '#ffffff' },
  // Motorcycles
  Yamaha: { shape: 'hexagon', colour: '#831843', ink: '#ffffff' },
  Kawasaki: { shape: 'ribbon', colour: '#1e40af', ink: '#ffffff' },
  'Honda Motorcycles': { shape: 'plate', colour: '#14532d', ink: '#ffffff' },
  Ducati: { shape: 'roundel', colour: '#0f172a', ink: '#f9a8d4' },
  Triumph: { shape: 'arch', colour: '#57534e', ink: '#ffffff' },
  KTM: { shape: 'diamond', colour: '#1e3a8a', ink: '#ffffff' },
  'Royal Enfield': { shape: 'hexagon', colour: '#365314', ink: '#ffffff' },
  // Trucks
  'Isuzu Trucks': { shape: 'plate', colour: '#7f1d1d', ink: '#ffffff' },
  Fuso: { shape: 'roundel', colour: '#115e59', ink: '#ffffff' },
  Hino: { shape: 'ribbon', colour: '#3730a3', ink: '#ffffff' },
  'UD Trucks': { shape: 'shield', colour: '#4a044e', ink: '#ffffff' },
  Iveco: { shape: 'arch', colour: '#0c4a6e', ink: '#ffffff' },
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The name in one line, or two when it is two words and long (ROYAL / ENFIELD). */
function linesOf(name: string): string[] {
  const upper = name.toUpperCase()
  const words = upper.split(/\s+/)
  if (words.length < 2 || upper.length <= 9) return [upper]
  const cut = Math.ceil(words.length / 2)
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
}

/**
 * Lettering for the shape: each line sized to fit the shape's width and held to it, centred on the shape, with an
 * accent line under the name.
 */
function lettering(name: string, style: LogoStyle): string {
  const { textWidth } = SHAPES[style.shape]
  const lines = linesOf(name)
  const longest = Math.max(...lines.map((line) => line.length))
  // Bold capitals run about 0.7 of the font size wide.
  const size = Math.min(lines.length > 1 ? 22 : 30, Math.floor(textWidth / (longest * 0.7)))
  const gap = size * 1.1
  const top = 60 - ((lines.length - 1) * gap) / 2 + size * 0.36
  const text = lines
    .map((line, index) => {
      // The estimate, held to: a font that sets the line wider is squeezed, so the name never leaves its shape.
      const length = Math.min(textWidth, Math.round(line.length * size * 0.7))
      return `<text x="80" y="${(top + index * gap).toFixed(1)}" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`
    })
    .join('')
  const underline = top + (lines.length - 1) * gap + size * 0.32
  const accentWidth = Math.min(textWidth, longest * size * 0.7) * 0.6
  return `<g fill="${style.ink}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" letter-spacing="1">${text}</g>
<rect x="${(80 - accentWidth / 2).toFixed(1)}" y="${underline.toFixed(1)}" width="${accentWidth.toFixed(1)}" height="3" rx="1.5" fill="${style.ink}" opacity="0.7"/>`
}

/** A make's demo logo as SVG: its name in its shape, titled for assistive technology that reads the file itself. */
export function brandLogoSvg(name: string, style: LogoStyle): string {
  const shape = SHAPES[style.shape]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">
<title>${escapeXml(name)}</title>
<g fill="${style.colour}">${shape.outline}</g>
${lettering(name, style)}
</svg>`
}

/** The mega menu's Used cars tile: a car's side view over the words, in the site's colour. */
export function usedCarsTileSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">
<title>Used cars</title>
<rect x="4" y="4" width="152" height="112" rx="16" fill="${escapeXml(colour)}"/>
<path d="M30 66 L40 50 C44 44 50 42 58 42 H96 C104 42 110 45 115 50 L126 60 C132 61 136 64 136 70 V74 H24 V70 C24 67 26 66 30 66 Z" fill="#ffffff"/>
<path d="M50 52 H74 V60 H44 Z M80 52 H100 L110 60 H80 Z" fill="${escapeXml(colour)}" opacity="0.8"/>
<circle cx="50" cy="75" r="9" fill="#1f2937" stroke="#ffffff" stroke-width="3"/>
<circle cx="110" cy="75" r="9" fill="#1f2937" stroke="#ffffff" stroke-width="3"/>
<text x="80" y="104" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="18" text-anchor="middle" letter-spacing="2">USED CARS</text>
</svg>`
}

/** A logo's file name in the media library. */
export const brandLogoFilename = (slug: string) => `brand-logo-${slug}.svg`
