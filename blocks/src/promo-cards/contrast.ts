// Text colour for a promo card's coloured panel, by the WCAG 2.2 contrast formula: white where white reads at AA
// (4.5:1), else the site's dark ink, else black (one of white and black always reaches 4.5:1 on any colour).

export const PANEL_LIGHT_TEXT = '#ffffff'
/** The storefront's --ink. */
export const PANEL_DARK_TEXT = '#1a1d21'
const BLACK = '#000000'
const AA_NORMAL_TEXT = 4.5

/** A plain #rgb or #rrggbb colour as [r, g, b] from 0 to 255; null for anything else (names, var(), rgb(), alpha). */
export function parseHexColour(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())
  if (!match) return null
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number]
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The WCAG contrast ratio of two hex colours, 1 to 21; null when either isn't a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseHexColour(a)
  const second = parseHexColour(b)
  if (!first || !second) return null
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x)
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * The text colour for a panel of `background` (a hex colour). White unless that falls short of 4.5:1; then the site's
 * ink, or black when even ink falls short (mid-tones). Null when the background isn't a hex colour the caller can check.
 */
export function readableTextOn(background: string): string | null {
  const onWhite = contrastRatio(background, PANEL_LIGHT_TEXT)
  if (onWhite === null) return null
  if (onWhite >= AA_NORMAL_TEXT) return PANEL_LIGHT_TEXT
  return (contrastRatio(background, PANEL_DARK_TEXT) ?? 0) >= AA_NORMAL_TEXT ? PANEL_DARK_TEXT : BLACK
}
