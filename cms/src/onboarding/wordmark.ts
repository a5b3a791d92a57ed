/**
 * A new site's logo until staff upload their own: a white badge with the initials, then the name, for the coloured
 * header. Drawn here, so a site starts branded without anyone making a picture.
 */
export function wordmarkSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const width = 64 + name.length * 13
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="50" viewBox="0 0 ${width} 50">
<circle cx="25" cy="25" r="23" fill="none" stroke="#fff" stroke-width="3"/>
<text x="25" y="31" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#fff">${initials}</text>
<text x="58" y="33" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">${escaped}</text>
</svg>`
}

/** The drawn logo's upload: named as the demo seed has always named it, so a re-seed finds it. */
export function wordmarkFile(slug: string, name: string): { name: string; alt: string; data: Buffer; mimetype: string } {
  return { name: `${slug}-logo.svg`, alt: `${name} logo`, data: Buffer.from(wordmarkSvg(name)), mimetype: 'image/svg+xml' }
}
