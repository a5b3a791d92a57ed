/** What every feed format is read into (./parse, ./csn-xml): rows of raw fields, before any field is checked. */

export type FeedFormat = 'json' | 'csv' | 'xml'

/** A row's raw fields, where it is in the file, and how to name that to a person. */
export interface FeedRow {
  /** The line a CSV record starts on, or a JSON car's or XML vehicle's position; all counted from 1. */
  number: number
  /** "line 4" (CSV), "row 3" (JSON) or "vehicle 2" (XML). */
  where: string
  fields: Record<string, unknown>
}

/** A row the parser could not turn into fields. */
interface UnreadableRow {
  number: number
  where: string
  problem: string
}

export interface ParsedFeed {
  format: FeedFormat
  rows: FeedRow[]
  unreadable: UnreadableRow[]
}

/** The file as a whole can't be read: nothing in it is imported. */
export class FeedFileError extends Error {
  override name = 'FeedFileError'
}
