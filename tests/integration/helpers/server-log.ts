import fs from 'node:fs'

/** One line a server wrote: the process that wrote it (`cms`, `storefront`, `search`) and the line as written. */
export interface LoggedLine {
  process: string
  text: string
  /** The line's fields, when it is a JSON line (every server's lines are, but for a library's start-up banner). */
  json?: Record<string, unknown>
}

function serverLogPath(): string {
  const file = process.env.SERVER_LOG
  if (!file) throw new Error('SERVER_LOG names the file the stack writes its servers’ lines to (scripts/test.ts sets it)')
  return file
}

/** Where the servers' log ends now: lines after this mark are the ones a test's requests caused. */
export function serverLogMark(): number {
  return fs.statSync(serverLogPath()).size
}

/** Splits `[process] line` lines, reading each JSON line's fields. */
export function parseLoggedLines(text: string): LoggedLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, name = '', rest = line] = /^\[([\w-]+)\] (.*)$/.exec(line) ?? []
      let json: Record<string, unknown> | undefined
      try {
        json = rest.startsWith('{') ? (JSON.parse(rest) as Record<string, unknown>) : undefined
      } catch {
        json = undefined
      }
      return { process: name, text: rest, json }
    })
}

/** Every line the servers wrote since `mark`. */
export function serverLinesSince(mark: number): LoggedLine[] {
  const file = serverLogPath()
  const size = fs.statSync(file).size
  const buffer = Buffer.alloc(size - mark)
  const handle = fs.openSync(file, 'r')
  try {
    fs.readSync(handle, buffer, 0, buffer.length, mark)
  } finally {
    fs.closeSync(handle)
  }
  return parseLoggedLines(buffer.toString('utf8'))
}
