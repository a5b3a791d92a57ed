import { COMPARISON_OPERATORS, numberOrNull, type Clause, type ComparisonOperator, type Condition, type FilterConjunction, type Literal } from './conditions'
import { InvalidInputError } from './types'

/**
 * Parses Algolia's `filters` string. The grammar is Algolia's, including its limits, so a filter that
 * works here also works against Algolia itself:
 *
 *   filters   := term (AND term)* | literal (OR literal)*
 *   term      := '(' literal (OR literal)* ')' | literal
 *   literal   := NOT literal | condition
 *   condition := attr ':' value | attr ':' number TO number | attr op number | value      (a bare value is a tag)
 *
 * Not supported by Algolia, so rejected: AND inside parentheses, NOT before parentheses, and AND
 * and OR mixed at one level without parentheses.
 */
export function parseFilters(input: string, parameter = 'filters'): FilterConjunction {
  if (input.trim() === '') return []
  return new FilterParser(tokenize(input, parameter), parameter).parse()
}

type TokenKind = 'word' | 'string' | 'operator' | 'colon' | 'open' | 'close'
interface Token {
  kind: TokenKind
  text: string
  /** 0-based position in the input, for error messages. */
  at: number
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])
const WORD_END = /[\s():"'<>=!]/

function tokenize(input: string, parameter: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    const char = input[i]
    if (/\s/.test(char)) {
      i++
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', text: char, at: i++ })
    } else if (char === ':') {
      tokens.push({ kind: 'colon', text: char, at: i++ })
    } else if (char === '"' || char === "'") {
      const start = i++
      let text = ''
      while (i < input.length && input[i] !== char) {
        if (input[i] === '\\' && i + 1 < input.length) i++
        text += input[i++]
      }
      if (i >= input.length) throw syntaxError(parameter, 'unterminated quoted string', start)
      i++
      tokens.push({ kind: 'string', text, at: start })
    } else {
      const operator = COMPARISON_OPERATORS.find((candidate) => input.startsWith(candidate, i))
      if (operator) {
        tokens.push({ kind: 'operator', text: operator, at: i })
        i += operator.length
        continue
      }
      const start = i
      while (i < input.length && !WORD_END.test(input[i])) i++
      if (i === start) throw syntaxError(parameter, `unexpected '${char}'`, start)
      tokens.push({ kind: 'word', text: input.slice(start, i), at: start })
    }
  }
  return tokens
}

class FilterParser {
  private position = 0

  constructor(
    private readonly tokens: Token[],
    private readonly parameter: string,
  ) {}

  parse(): FilterConjunction {
    const clauses = [this.term()]
    let joiner: 'AND' | 'OR' | null = null
    while (this.peek()) {
      const connective = this.takeKeyword('AND') ? 'AND' : this.takeKeyword('OR') ? 'OR' : this.fail(`expected AND or OR, found '${this.peek()?.text}'`)
      if (joiner && connective !== joiner) this.fail('AND and OR at the same level need parentheses, as in A AND (B OR C)', this.tokens[this.position - 1])
      joiner = connective
      clauses.push(this.term())
    }
    // `a:1 OR b:2 OR (c:3 OR d:4)` is a single clause.
    return joiner === 'OR' ? [clauses.flat()] : clauses
  }

  private term(): Clause {
    if (this.peek()?.kind !== 'open') return [this.literal()]
    this.position++
    const literals = this.term()
    while (this.takeKeyword('OR')) literals.push(...this.term())
    if (this.peekKeyword('AND')) this.fail("AND inside parentheses isn't supported; write (A OR B) AND C")
    if (this.peek()?.kind !== 'close') this.fail(this.peek() ? `expected OR or ')', found '${this.peek()?.text}'` : "missing ')'")
    this.position++
    return literals
  }

  private literal(): Literal {
    if (!this.takeKeyword('NOT')) return { condition: this.condition(), negated: false }
    if (this.peek()?.kind === 'open') this.fail("NOT can't negate a group in parentheses; negate each filter instead")
    const inner = this.literal()
    return { condition: inner.condition, negated: !inner.negated }
  }

  private condition(): Condition {
    const first = this.operand('a filter')
    const next = this.peek()
    if (next?.kind === 'operator') {
      this.position++
      return { kind: 'comparison', attribute: first.text, operator: toOperator(next.text), value: this.number(`a number after '${first.text} ${next.text}'`) }
    }
    if (next?.kind === 'colon') {
      this.position++
      const value = this.operand(`a value after '${first.text}:'`)
      if (!this.takeKeyword('TO')) return facetOrTag(first.text, value.text)
      const low = numberOrNull(value.text)
      if (low === null) this.fail(`expected a number before TO, found '${value.text}'`, value)
      return { kind: 'range', attribute: first.text, low, high: this.number('a number after TO') }
    }
    // A bare value is a tag filter; a quoted "attribute:value" is a facet filter, as Algolia reads it.
    const separator = first.kind === 'string' ? first.text.indexOf(':') : -1
    if (separator > 0) return facetOrTag(first.text.slice(0, separator), first.text.slice(separator + 1))
    return { kind: 'tag', value: first.text }
  }

  /** An attribute name or a value: a word that isn't a keyword, or a quoted string. */
  private operand(expected: string): Token {
    const token = this.peek()
    if (token?.kind === 'string' || (token?.kind === 'word' && !KEYWORDS.has(token.text))) {
      this.position++
      return token
    }
    if (token?.kind === 'word') return this.fail(`expected ${expected}, found the keyword ${token.text} (quote it if it is a value)`)
    return this.fail(token ? `expected ${expected}, found '${token.text}'` : `expected ${expected}`)
  }

  private number(expected: string): number {
    const token = this.peek()
    const value = token?.kind === 'word' || token?.kind === 'string' ? numberOrNull(token.text) : null
    if (value === null) return this.fail(token ? `expected ${expected}, found '${token.text}'` : `expected ${expected}`)
    this.position++
    return value
  }

  private peekKeyword(keyword: string): boolean {
    const token = this.peek()
    return token?.kind === 'word' && token.text === keyword
  }

  private takeKeyword(keyword: string): boolean {
    if (!this.peekKeyword(keyword)) return false
    this.position++
    return true
  }

  private peek(): Token | undefined {
    return this.tokens[this.position]
  }

  private fail(message: string, token = this.peek()): never {
    throw syntaxError(this.parameter, message, token?.at)
  }
}

function facetOrTag(attribute: string, value: string): Condition {
  return attribute === '_tags' ? { kind: 'tag', value } : { kind: 'facet', attribute, value }
}

function toOperator(text: string): ComparisonOperator {
  const operator = COMPARISON_OPERATORS.find((candidate) => candidate === text)
  if (!operator) throw new Error(`tokenizer produced unknown operator ${text}`)
  return operator
}

function syntaxError(parameter: string, message: string, at: number | undefined): InvalidInputError {
  return new InvalidInputError(`${parameter}: ${message} ${at === undefined ? 'at the end' : `at column ${at + 1}`}`)
}
