/**
 * A stock-feed file into rows, before any field is checked (./schema does that). Pure: text in, rows
 * out. A file that can't be read as a whole throws FeedFileError; a row that can't be read is
 * reported and the rest carry on.
 *
 * JSON: an array of cars, or an object with a `cars` array. Row n is the n-th car (counted from 1).
 *
 * CSV: a header row of field names, then one car per record. Nested fields are dotted column names
 * (`location.id`, `location.city`, `variant.cylinders`); list fields (`images`, `standardEquipment`,
 * `spin_images`, `walkaround_videos`) hold their items separated by `|`, and `hotspots` its JSON text.
 * Cells follow RFC 4180: quote a cell that holds a comma, a quote (doubled: "") or a line break. An
 * empty cell means "not given". A record is named by the line it starts on (the header is line 1), so
 * a message points at the line a spreadsheet or editor shows.
 *
 * XML: carsales' CSN-DTO vehicles (./csn-xml). Row n is the n-th <Vehicle>.
 */
import { parse as parseCsv } from 'csv-parse/sync'

import { parseCsnXml } from './csn-xml'
import { FeedFileError, type FeedFormat, type FeedRow, type ParsedFeed } from './feed-file'

export { FeedFileError, type FeedFormat, type FeedRow, type ParsedFeed }

/** The format a file name's extension names, or null. */
export function feedFormatOf(fileName: string): FeedFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  return extension === 'json' || extension === 'csv' || extension === 'xml' ? extension : null
}

export function parseFeed(text: string, format: FeedFormat): ParsedFeed {
  // Spreadsheet programs often start UTF-8 files with a byte-order mark.
  const content = text.replace(/^\uFEFF/, '')
  return format === 'json' ? parseJsonFeed(content) : format === 'xml' ? parseCsnXml(content) : parseCsvFeed(content)
}

function parseJsonFeed(text: string): ParsedFeed {
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (error) {
    throw new FeedFileError(`not valid JSON: ${jsonErrorWithLine(error, text)}`)
  }
  const cars = Array.isArray(document) ? document : isRecord(document) && Array.isArray(document.cars) ? document.cars : null
  if (cars === null) throw new FeedFileError('expected a JSON array of cars, or an object with a "cars" array')
  const parsed: ParsedFeed = { format: 'json', rows: [], unreadable: [] }
  cars.forEach((car: unknown, index) => {
    const number = index + 1
    const where = `row ${number}`
    if (isRecord(car)) parsed.rows.push({ number, where, fields: car })
    else
      parsed.unreadable.push({
        number,
        where,
        problem: `expected an object (one car), got ${car === null ? 'null' : Array.isArray(car) ? 'a list' : `a ${typeof car}`}`,
      })
  })
  return parsed
}

/** JSON.parse says "at position 1234"; a person wants the line and column. */
function jsonErrorWithLine(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error)
  const position = /at position (\d+)/.exec(message)
  if (!position) return message
  const before = text.slice(0, Number(position[1]))
  const line = before.split('\n').length
  const column = before.length - before.lastIndexOf('\n')
  return `${message} (line ${line}, column ${column})`
}

function parseCsvFeed(text: string): ParsedFeed {
  // One line-break convention, so line numbers count the way an editor does.
  const normalised = text.replace(/\r\n?/g, '\n')
  // The line each record ends on: csv-parse's count when it hands the record over.
  const endLines: number[] = []
  let records: string[][]
  try {
    records = parseCsv(normalised, {
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        endLines.push(context.lines)
        return record
      },
    })
  } catch (error) {
    throw new FeedFileError(`not valid CSV: ${error instanceof Error ? error.message : String(error)}`)
  }
  const [header, ...body] = records
  if (!header) throw new FeedFileError('the CSV file is empty: expected a header row of field names')
  const columns = readHeader(header)
  const parsed: ParsedFeed = { format: 'csv', rows: [], unreadable: [] }
  body.forEach((record, index) => {
    // Spreadsheets pad a sheet with rows of empty cells; they are blank lines, not cars.
    if (record.every((cell) => cell.trim() === '')) return
    // A record starts on its last line less the line breaks quoted inside its cells.
    const number = endLines[index + 1] - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0)
    const where = `line ${number}`
    if (record.length !== columns.length) {
      parsed.unreadable.push({
        number,
        where,
        problem: `has ${record.length} cells but the header has ${columns.length} columns (is a cell holding a comma not quoted?)`,
      })
      return
    }
    parsed.rows.push({ number, where, fields: nestCells(columns, record) })
  })
  return parsed
}

/** The header's column names as paths: `location.city` → ['location', 'city']. */
function readHeader(names: string[]): string[][] {
  const columns = names.map((name) => name.trim())
  columns.forEach((name, index) => {
    if (name === '') throw new FeedFileError(`header column ${index + 1} has no name`)
    if (name.split('.').some((part) => part === ''))
      throw new FeedFileError(`header column "${name}" is not a field name or a dotted path such as location.city`)
    if (columns.indexOf(name) !== index) throw new FeedFileError(`header column "${name}" appears twice`)
    const parent = columns.find((other) => name.startsWith(`${other}.`))
    if (parent) throw new FeedFileError(`header has both "${parent}" and "${name}": use only the dotted columns for a nested field`)
  })
  return columns.map((name) => name.split('.'))
}

/** A record's non-empty cells as (nested) fields. */
function nestCells(columns: string[][], cells: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  columns.forEach((path, index) => {
    const value = cells[index].trim()
    if (value === '') return
    let target = fields
    for (const key of path.slice(0, -1)) {
      const next = target[key]
      if (isRecord(next)) target = next
      else {
        const created: Record<string, unknown> = {}
        target[key] = created
        target = created
      }
    }
    target[path[path.length - 1]] = value
  })
  return fields
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
