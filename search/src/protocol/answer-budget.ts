import type { AnswerBudget } from '../engine/types'
import { HttpError } from './http-error'

/**
 * Counts an answer's bytes while it is built (each hit, each query's facet counts), so that a request asking for more
 * than the limit stops at the limit instead of building the whole answer first. The exact size is checked again on
 * the serialised answer; this one keeps memory and time bounded on the way.
 */
export class AnswerSizeBudget implements AnswerBudget {
  private usedBytes = 0

  constructor(private readonly maxBytes: number) {}

  add(part: unknown): void {
    this.usedBytes += Buffer.byteLength(JSON.stringify(part) ?? '')
    if (this.usedBytes > this.maxBytes) throw answerTooLarge(this.maxBytes)
  }
}

export function answerTooLarge(maxBytes: number): HttpError {
  return new HttpError(
    400,
    `The answer would be larger than ${formatBytes(maxBytes)}: ask for fewer queries, fewer hits (hitsPerPage), ` +
      'fewer attributes (attributesToRetrieve) or fewer facet values (maxValuesPerFacet).',
  )
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${bytes} bytes`
}
