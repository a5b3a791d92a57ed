import { BadRequestError, type SearchParams } from './types'

const MAX_HITS_PER_PAGE = 1000

/**
 * Normalises a request's search parameters. The client may send them as JSON fields or as the legacy
 * URL-encoded `params` string (or both; JSON fields win, as in Algolia).
 */
export function readSearchParams(body: Record<string, unknown>): SearchParams {
  const merged: Record<string, unknown> = {}
  if (typeof body.params === 'string' && body.params !== '') {
    for (const [key, value] of new URLSearchParams(body.params)) merged[key] = decodeParam(value)
  }
  Object.assign(merged, body)
  const hitsPerPage = integer(merged.hitsPerPage, 'hitsPerPage', 20)
  if (hitsPerPage < 0 || hitsPerPage > MAX_HITS_PER_PAGE) throw new BadRequestError(`hitsPerPage must be between 0 and ${MAX_HITS_PER_PAGE}`)
  const page = integer(merged.page, 'page', 0)
  if (page < 0) throw new BadRequestError('page must be 0 or more')
  return {
    query: typeof merged.query === 'string' ? merged.query : '',
    filters: optionalString(merged.filters, 'filters'),
    facetFilters: filterList(merged.facetFilters, 'facetFilters'),
    numericFilters: filterList(merged.numericFilters, 'numericFilters'),
    tagFilters: filterList(merged.tagFilters, 'tagFilters'),
    facets: stringList(merged.facets, 'facets'),
    maxValuesPerFacet: integer(merged.maxValuesPerFacet, 'maxValuesPerFacet', 100),
    page,
    hitsPerPage,
    attributesToRetrieve: stringList(merged.attributesToRetrieve, 'attributesToRetrieve'),
  }
}

/** Values in the `params` string may themselves be JSON (arrays, numbers). */
function decodeParam(value: string): unknown {
  if (/^[[{]|^-?\d+$|^(true|false)$/.test(value)) {
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  return value
}

function integer(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback
  const number = typeof value === 'string' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new BadRequestError(`${name} must be an integer`)
  return number
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw new BadRequestError(`${name} must be a string`)
  return value
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean)
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value
  throw new BadRequestError(`${name} must be a list of strings`)
}

function filterList(value: unknown, name: string): string | Array<string | string[]> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (isFilterList(value)) return value
  throw new BadRequestError(`${name} must be a string or a list of strings and lists of strings`)
}

function isFilterList(value: unknown): value is Array<string | string[]> {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' || (Array.isArray(item) && item.every((inner) => typeof inner === 'string')))
}
