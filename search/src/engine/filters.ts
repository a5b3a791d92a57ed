import { BadRequestError, type FacetFilters, type NumericFilters } from './types'
import { facetValue, valuesAt } from './values'

/**
 * Algolia's filter language, parsed into a predicate over records. Grammar (precedence low → high):
 *   expression := and ('OR' and)* ;  and := unary ('AND' unary)* ;  unary := 'NOT' unary | '(' expression ')' | condition
 *   condition  := attr ':' value | attr ':' number 'TO' number | attr op number     (op: < <= = != >= >)
 */
export type Predicate = (record: Record<string, unknown>) => boolean

type Token = { kind: 'word' | 'string' | 'op' | 'colon' | 'open' | 'close'; text: string; at: number }

const NUMERIC_OPERATORS = ['<=', '>=', '!=', '<', '>', '=']

function tokenize(input: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const char = input[i]
    if (/\s/.test(char)) {
      i++
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', text: char, at: i++ })
    } else if (char === ':') {
      tokens.push({ kind: 'colon', text: ':', at: i++ })
    } else if (char === '"' || char === "'") {
      const start = i++
      let text = ''
      while (i < input.length && input[i] !== char) {
        if (input[i] === '\\' && i + 1 < input.length) i++
        text += input[i++]
      }
      if (i >= input.length) throw new BadRequestError(`filters: unterminated string starting at column ${start + 1}`)
      i++
      tokens.push({ kind: 'string', text, at: start })
    } else {
      const operator = NUMERIC_OPERATORS.find((candidate) => input.startsWith(candidate, i))
      if (operator) {
        tokens.push({ kind: 'op', text: operator, at: i })
        i += operator.length
        continue
      }
      const start = i
      while (i < input.length && !/[\s():"'<>=!]/.test(input[i])) i++
      if (i === start) throw new BadRequestError(`filters: unexpected character '${char}' at column ${i + 1}`)
      tokens.push({ kind: 'word', text: input.slice(start, i), at: start })
    }
  }
  return tokens
}

class FilterParser {
  private position = 0

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parse(): Predicate {
    const predicate = this.expression()
    const extra = this.peek()
    if (extra) this.fail(`unexpected '${extra.text}'`, extra)
    return predicate
  }

  private expression(): Predicate {
    const parts = [this.conjunction()]
    while (this.keyword('OR')) parts.push(this.conjunction())
    return parts.length === 1 ? parts[0] : (record) => parts.some((part) => part(record))
  }

  private conjunction(): Predicate {
    const parts = [this.unary()]
    while (this.keyword('AND')) parts.push(this.unary())
    return parts.length === 1 ? parts[0] : (record) => parts.every((part) => part(record))
  }

  private unary(): Predicate {
    if (this.keyword('NOT')) {
      const inner = this.unary()
      return (record) => !inner(record)
    }
    const token = this.peek()
    if (token?.kind === 'open') {
      this.position++
      const inner = this.expression()
      if (this.peek()?.kind !== 'close') this.fail("missing ')'", this.peek())
      this.position++
      return inner
    }
    return this.condition()
  }

  private condition(): Predicate {
    const attribute = this.next()
    if (!attribute || (attribute.kind !== 'word' && attribute.kind !== 'string')) return this.fail('expected an attribute name', attribute)
    const operator = this.next()
    if (operator?.kind === 'op') return numericCondition(attribute.text, operator.text, this.number())
    if (operator?.kind !== 'colon') return this.fail(`expected ':' or a comparison after '${attribute.text}'`, operator)
    const value = this.next()
    if (!value || (value.kind !== 'word' && value.kind !== 'string')) return this.fail(`expected a value after '${attribute.text}:'`, value)
    if (this.peek()?.kind === 'word' && this.peek()?.text === 'TO') {
      this.position++
      const low = toNumber(value.text)
      if (low === null) return this.fail(`'${value.text}' is not a number`, value)
      const high = this.number()
      return (record) => valuesAt(record, attribute.text).some((candidate) => typeof candidate === 'number' && candidate >= low && candidate <= high)
    }
    return facetCondition(attribute.text, value.text)
  }

  private number(): number {
    const token = this.next()
    const value = token && (token.kind === 'word' || token.kind === 'string') ? toNumber(token.text) : null
    if (value === null) return this.fail('expected a number', token)
    return value
  }

  private keyword(word: string): boolean {
    const token = this.peek()
    if (token?.kind === 'word' && token.text === word) {
      this.position++
      return true
    }
    return false
  }

  private peek(): Token | undefined {
    return this.tokens[this.position]
  }

  private next(): Token | undefined {
    return this.tokens[this.position++]
  }

  private fail(message: string, token: Token | undefined): never {
    const where = token ? ` at column ${token.at + 1}` : ' at the end'
    throw new BadRequestError(`filters: ${message}${where} in "${this.source}"`)
  }
}

function toNumber(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null
  return Number(text)
}

function numericCondition(attribute: string, operator: string, value: number): Predicate {
  const compare: Record<string, (a: number) => boolean> = {
    '<': (a) => a < value,
    '<=': (a) => a <= value,
    '=': (a) => a === value,
    '!=': (a) => a !== value,
    '>=': (a) => a >= value,
    '>': (a) => a > value,
  }
  const test = compare[operator]
  if (operator === '!=') return (record) => !valuesAt(record, attribute).some((candidate) => candidate === value)
  return (record) => valuesAt(record, attribute).some((candidate) => typeof candidate === 'number' && test(candidate))
}

/** `attr:value`: facet values match case-insensitively; numbers and booleans by their text. */
function facetCondition(attribute: string, value: string): Predicate {
  const wanted = value.toLowerCase()
  return (record) => valuesAt(record, attribute).some((candidate) => facetValue(candidate)?.toLowerCase() === wanted)
}

export function parseFilters(filters: string): Predicate {
  if (filters.trim() === '') return () => true
  return new FilterParser(tokenize(filters), filters).parse()
}

/** `facetFilters`: outer list ANDed, inner lists ORed; `attr:-value` negates. */
export function parseFacetFilters(facetFilters: FacetFilters): Predicate {
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((group) => (Array.isArray(group) ? group : [group]))
  const predicates = groups.map((group) => {
    const alternatives = group.map((filter) => {
      if (typeof filter !== 'string') throw new BadRequestError('facetFilters: each filter must be a string like "attribute:value"')
      const separator = filter.indexOf(':')
      if (separator <= 0) throw new BadRequestError(`facetFilters: "${filter}" must look like "attribute:value"`)
      const attribute = filter.slice(0, separator)
      let value = filter.slice(separator + 1)
      let negated = false
      // "\-x" is the literal value "-x"; "-x" means "not x".
      if (value.startsWith('\\-')) value = value.slice(1)
      else if (value.startsWith('-')) {
        negated = true
        value = value.slice(1)
      }
      const matches = facetCondition(attribute, value)
      return negated ? (record: Record<string, unknown>) => !matches(record) : matches
    })
    return (record: Record<string, unknown>) => alternatives.some((alternative) => alternative(record))
  })
  return (record) => predicates.every((predicate) => predicate(record))
}

/** `numericFilters`: "price>=1000" or "price:1000 TO 2000", outer list ANDed, inner lists ORed. */
export function parseNumericFilters(numericFilters: NumericFilters): Predicate {
  const groups = (typeof numericFilters === 'string' ? [numericFilters] : numericFilters).map((group) => (Array.isArray(group) ? group : [group]))
  for (const filter of groups.flat()) {
    if (typeof filter !== 'string' || !/^\s*[\w.]+\s*(<=|>=|!=|<|>|=|:)/.test(filter)) throw new BadRequestError(`numericFilters: "${String(filter)}" must look like "attribute>=number"`)
  }
  const predicates = groups.map((group) => parseFilters(group.map((filter) => `(${filter})`).join(' OR ')))
  return (record) => predicates.every((predicate) => predicate(record))
}
