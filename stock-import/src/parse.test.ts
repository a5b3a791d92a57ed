import { describe, expect, it } from 'vitest'
import { FeedFileError, feedFormatOf, parseFeed } from './parse'
import { CSV_HEADER, csvLine, feedRow } from '../test-support/feed-fixtures'

const csv = (...lines: string[]) => lines.join('\n')

describe('parseFeed: JSON', () => {
  it('reads an array of cars, or an object with a cars array, numbering rows from 1', () => {
    const cars = [feedRow(), feedRow({ id: 2 })]
    for (const document of [cars, { cars, exportedAt: '2026-11-01' }]) {
      const parsed = parseFeed(JSON.stringify(document), 'json')
      expect(parsed.rows.map((row) => [row.where, row.fields.id])).toEqual([
        ['row 1', 700_001],
        ['row 2', 2],
      ])
      expect(parsed.unreadable).toEqual([])
    }
  })

  it('reports an entry that is not an object and keeps the rest', () => {
    const parsed = parseFeed(JSON.stringify([feedRow(), 'oops', null, [1]]), 'json')
    expect(parsed.rows).toHaveLength(1)
    expect(parsed.unreadable).toEqual([
      { number: 2, where: 'row 2', problem: 'expected an object (one car), got a string' },
      { number: 3, where: 'row 3', problem: 'expected an object (one car), got null' },
      { number: 4, where: 'row 4', problem: 'expected an object (one car), got a list' },
    ])
  })

  it('refuses a file that is not JSON, naming the line, or not a list of cars', () => {
    expect(() => parseFeed('[\n  {"id": 1},\n  {"id": 2,}\n]', 'json')).toThrow(/^not valid JSON: .*\(line 3, column 12\)$/)
    expect(() => parseFeed('{"vehicles": []}', 'json')).toThrow(new FeedFileError('expected a JSON array of cars, or an object with a "cars" array'))
  })

  it('reads a file that starts with a byte-order mark', () => {
    expect(parseFeed(`\uFEFF${JSON.stringify([feedRow()])}`, 'json').rows).toHaveLength(1)
  })
})

describe('parseFeed: CSV', () => {
  it('turns dotted columns into nested fields and leaves empty cells out', () => {
    const { rows } = parseFeed(csv('id,location.id,location.city,variant.cylinders,badge', '7,11,Cleveland,4,'), 'csv')
    expect(rows).toEqual([{ number: 2, where: 'line 2', fields: { id: '7', location: { id: '11', city: 'Cleveland' }, variant: { cylinders: '4' } } }])
  })

  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    const { rows } = parseFeed(csv('id,dealercomments,images', '7,"Low km, one owner. ""Immaculate"".\nBook a test drive.",/a.jpg|/b.jpg'), 'csv')
    expect(rows[0].fields).toEqual({ id: '7', dealercomments: 'Low km, one owner. "Immaculate".\nBook a test drive.', images: '/a.jpg|/b.jpg' })
  })

  it('names each record by the line it starts on, counting the header, blank lines and quoted line breaks', () => {
    const text = csv('id,dealercomments', '1,"two', 'lines"', '', '2,one line', ',', '3,last')
    const { rows } = parseFeed(text, 'csv')
    expect(rows.map((row) => [row.where, row.fields.id])).toEqual([
      ['line 2', '1'],
      ['line 5', '2'],
      ['line 7', '3'],
    ])
    // Windows line endings count the same.
    expect(parseFeed(text.replace(/\n/g, '\r\n'), 'csv').rows.map((row) => row.where)).toEqual(['line 2', 'line 5', 'line 7'])
  })

  it('reports a record with the wrong number of cells and keeps the others', () => {
    const parsed = parseFeed(csv(CSV_HEADER, csvLine(), csvLine({ id: '700002', price: '48,990' }), csvLine({ id: '700003' })), 'csv')
    expect(parsed.rows.map((row) => row.where)).toEqual(['line 2', 'line 4'])
    expect(parsed.unreadable).toEqual([
      { number: 3, where: 'line 3', problem: 'has 26 cells but the header has 25 columns (is a cell holding a comma not quoted?)' },
    ])
  })

  it('refuses a file whose header or quoting is broken', () => {
    expect(() => parseFeed('', 'csv')).toThrow('the CSV file is empty')
    expect(() => parseFeed('id,price,id\n1,2,3', 'csv')).toThrow('header column "id" appears twice')
    expect(() => parseFeed('id,,price\n1,2,3', 'csv')).toThrow('header column 2 has no name')
    expect(() => parseFeed('location,location.city\nx,y', 'csv')).toThrow('header has both "location" and "location.city"')
    expect(() => parseFeed('id,dealercomments\n1,"never closed\n2,x', 'csv')).toThrow(/^not valid CSV: Quote Not Closed/)
  })
})

describe('feedFormatOf', () => {
  it('knows a feed by its extension, in any case', () => {
    expect(['stock.json', 'STOCK.CSV', 'stock.xlsx', 'stock'].map(feedFormatOf)).toEqual(['json', 'csv', null, null])
  })
})
