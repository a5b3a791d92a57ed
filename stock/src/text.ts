/**
 * Long texts shoppers can expand (here so the blocks and the storefront share them): a car's dealer comments (spec 000 §4, §9: collapsed to 400 characters; spec 001 §4: split into
 * paragraphs on "|") and the finance disclaimer (collapsed at 197 characters, see `DISCLAIMER_COLLAPSED_LENGTH`).
 */

export const DEALER_COMMENTS_COLLAPSED_LENGTH = 400

/** Spec 001 §4: shown when a car has no dealer comments. */
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'

/** How far back from the limit a cut looks for a space; with none that close, a long word is cut rather than lose the line. */
const WORD_BREAK_WINDOW = 20
/** Letters, digits and apostrophes ("don't" is one word). */
const WORD_CHARACTER = /[\p{L}\p{N}'’]/u

/**
 * The text cut to at most `limit` characters, with "…" after it when anything was cut (so a cut text is at most
 * `limit` + 1 long). The cut moves back to a space within the last 20 characters rather than split a word, and drops
 * whitespace and punctuation left dangling before the "…".
 */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false }
  let kept = text.slice(0, Math.max(0, limit))
  // The cut splits a word only when it falls between two letters or digits.
  if (WORD_CHARACTER.test(text[limit - 1] ?? '') && WORD_CHARACTER.test(text[limit] ?? '')) {
    const lastSpace = kept.search(/\s\S*$/)
    if (lastSpace > 0 && lastSpace >= limit - WORD_BREAK_WINDOW) kept = kept.slice(0, lastSpace)
  }
  // A lone high surrogate would be half an emoji.
  kept = kept.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s.,;:!?\-–—|]+$/u, '')
  return { text: `${kept}…`, truncated: true }
}

/** Spec 001 §4: "paragraphs are split on the pipe character"; blank paragraphs are dropped. */
export function commentParagraphs(comments: string | null): string[] {
  if (!comments) return []
  return comments
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** A label as compared: lower case, accents dropped ("Citroën" → "citroen"), cut into runs of digits and single characters. */
const labelTokens = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/\d+|\D/gu) ?? []

/** Two runs of digits by value: "2" before "10", "007" equal to "7". */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '')
  const y = b.replace(/^0+(?=\d)/, '')
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0)
}

const isDigits = (token: string) => token >= '0' && token <= '9'

/**
 * Labels in the order a shopper expects, as `Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' })` orders
 * them: case and accents ignored, numbers by value ("Series 2" before "Series 10"), spaces and dashes before digits and
 * digits before letters. Written out rather than asked of Intl: a page's first Intl call loads the locale's data in the
 * middle of hydration (see ./format.ts).
 */
export function compareLabels(a: string, b: string): number {
  const x = labelTokens(a)
  const y = labelTokens(b)
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    const [left, right] = [x[index], y[index]]
    const order = isDigits(left[0]) && isDigits(right[0]) ? compareDigits(left, right) : (left.codePointAt(0) ?? 0) - (right.codePointAt(0) ?? 0)
    if (order !== 0) return order
  }
  return x.length - y.length
}
