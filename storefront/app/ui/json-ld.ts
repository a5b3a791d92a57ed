/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text in it can close the script element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
