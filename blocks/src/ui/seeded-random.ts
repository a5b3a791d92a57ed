/**
 * A tiny seeded pseudo-random generator (mulberry32), for shuffles that must come out the same twice: in tests, and on the
 * server and in the browser when both render the same page (a different order after hydration would be a visible flicker).
 * Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  // Any number is a seed: fractions and out-of-range values are folded into 32 bits, NaN and ±Infinity become 0.
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    // A float in [0, 1).
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A 32-bit seed from text (FNV-1a), e.g. a site slug plus the day, so a shuffle stays put for a day and differs between sites. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
