/** One sample of a scrape: its metric name, its labels and its value. */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The series names a TYPE line declares: a histogram's `_bucket`, `_sum` and `_count`, a summary's too; else its own. */
export function declaredNames(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram' || type === 'summary' ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
  )
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`)
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])

/**
 * Reads Prometheus' text exposition format (version 0.0.4) strictly: every line a comment, a HELP, a TYPE of a known
 * type given once per metric before its samples, or a sample with well-formed labels and a number. Throws, naming the
 * line, on anything else: a scrape that parses here is one Prometheus takes.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = []
  const typed = new Set<string>()
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string) => new Error(`line ${index + 1} of the scrape ${why}: ${line}`)
    if (line === '') continue
    if (line.startsWith('#')) {
      const match = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line)
      if (!match) continue
      if (match[1] === 'TYPE') {
        if (!TYPES.has(match[3])) throw fail('has an unknown type')
        if (typed.has(match[2])) throw fail('types a metric twice')
        typed.add(match[2])
      }
      continue
    }
    const match = SAMPLE.exec(line)
    if (!match) throw fail('is not a sample')
    const value = sampleValue(match[3])
    if (value === null) throw fail('has no number')
    const labels: Record<string, string> = {}
    const text = match[2] ?? ''
    LABEL.lastIndex = 0
    while (LABEL.lastIndex < text.length) {
      const label = LABEL.exec(text)
      if (!label) throw fail('has malformed labels')
      // One pass, as the format escapes: \\ is a backslash, \" a quote, \n a newline.
      labels[label[1]] = label[2].replace(/\\(.)/g, (_escape, character: string) => (character === 'n' ? '\n' : character))
    }
    samples.push({ name: match[1], labels, value })
  }
  return samples
}

/** A sample's value as Prometheus reads it (Go's ParseFloat): a number, or NaN and ±Inf in any case; else null. */
function sampleValue(text: string): number | null {
  if (/^nan$/i.test(text)) return Number.NaN
  const infinity = /^([+-]?)inf(inity)?$/i.exec(text)
  if (infinity) return infinity[1] === '-' ? -Infinity : Infinity
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : null
}

/** The sum of the samples named `name` whose labels include every one of `labels`. */
export function sampleSum(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0)
}
