// A rendered page is edited as bytes, never as one string: decoding ~80 kB of HTML, scanning it with regular
// expressions and encoding it again cost 4–5 ms of CPU per page, a fifth of a full render (issue 25's profile).
// Buffer.indexOf is a native byte search, and the page is put together again from slices of React's own output.

/** A page's bytes, in memory of their own (what a Response takes). */
export type Page = Buffer<ArrayBuffer>

const SCRIPT_TAG = '<script'
const SCRIPT_END = '</'
const LT = 0x3c
const GT = 0x3e

/** Where a `<script …>` element is: its opening tag from `start`, its text from `textStart` to `textEnd`, its end. */
export interface ScriptElement {
  start: number
  textStart: number
  textEnd: number
  end: number
}

/**
 * The script element whose opening tag holds the byte at `inTag` (an attribute found in it), or null when that byte is
 * in no `<script` tag. React escapes `<` and `>` in attribute values, so the tag starts at the nearest `<` before and
 * ends at the first `>` after; the text ends at the first `</script` in any case, as the browser ends it.
 */
export function scriptElementAround(html: Buffer, inTag: number): ScriptElement | null {
  const start = html.lastIndexOf(LT, inTag)
  if (start === -1 || !isScriptTagAt(html, start)) return null
  const tagEnd = html.indexOf(GT, start)
  if (tagEnd < inTag) return null
  const textStart = tagEnd + 1
  for (let close = html.indexOf(SCRIPT_END, textStart); close !== -1; close = html.indexOf(SCRIPT_END, close + 2)) {
    if (html.toString('latin1', close + 2, close + 8).toLowerCase() === 'script') {
      const end = html.indexOf(GT, close)
      return end === -1 ? null : { start, textStart, textEnd: close, end: end + 1 }
    }
  }
  return null
}

function isScriptTagAt(html: Buffer, at: number): boolean {
  if (html.toString('latin1', at, at + SCRIPT_TAG.length).toLowerCase() !== SCRIPT_TAG) return false
  const next = html[at + SCRIPT_TAG.length]
  // `<script` followed by whitespace, `>` or `/`, not `<scripts…>`.
  return next === GT || next === 0x2f || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0c || next === 0x0d
}

/** A part of the page to take out (`with` empty) or replace. */
export interface Edit {
  start: number
  end: number
  with?: Buffer
}

/** The page with the edits made: the bytes between them are React's own, sliced, not copied, until the one final copy. */
export function applyEdits(html: Page, edits: readonly Edit[]): Page {
  if (edits.length === 0) return html
  const ordered = [...edits].sort((a, b) => a.start - b.start)
  const pieces: Buffer[] = []
  let from = 0
  for (const edit of ordered) {
    if (edit.start < from) throw new Error(`overlapping edits at byte ${edit.start}`)
    pieces.push(html.subarray(from, edit.start))
    if (edit.with) pieces.push(edit.with)
    from = edit.end
  }
  pieces.push(html.subarray(from))
  return Buffer.concat(pieces)
}

/** Every place `needle` occurs in the page, in order. */
export function occurrences(html: Buffer, needle: Buffer | string): number[] {
  const found: number[] = []
  const length = Buffer.byteLength(needle)
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + length)) found.push(at)
  return found
}
