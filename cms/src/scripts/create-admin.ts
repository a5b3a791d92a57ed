/**
 * The first super-admin of a real deployment (and any later one), made on the server:
 *
 *   ADMIN_PASSWORD=… npm run create-admin -w cms -- --email you@example.com [--name "Your Name"]
 *   npm run create-admin -w cms -- --email you@example.com          (asks for the password, or reads it from a pipe)
 *
 * The password never comes from the command line, where the shell history and the process list would keep it. It runs
 * with the CMS's environment (DATABASE_URI, PAYLOAD_SECRET). Payload's own first-user sign-up is closed in production
 * (see lib/first-user.ts): on an empty database, whoever reached it first would become super-admin.
 */
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'

const USAGE = 'usage: npm run create-admin -w cms -- --email <address> [--name <name>]   (password: ADMIN_PASSWORD, or typed / piped on stdin)'
const MIN_PASSWORD_LENGTH = 12

/** What went wrong, said to the person running the command; no stack trace. */
function fail(message: string, exitCode: 1 | 2 = 1): never {
  console.error(message)
  process.exit(exitCode)
}

/** The password typed at a terminal (not echoed), or the first line of what is piped in. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = readline.createInterface({ input: process.stdin })
    for await (const line of lines) return line
    return ''
  }
  process.stdout.write('Password (not shown): ')
  process.stdin.setRawMode(true)
  process.stdin.resume()
  let typed = ''
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    for (const character of chunk.toString('utf8')) {
      if (character === '\u0003') fail('\ncancelled')
      if (character === '\r' || character === '\n') {
        process.stdin.setRawMode(false)
        process.stdin.pause()
        process.stdout.write('\n')
        return typed
      }
      typed = character === '\u007f' ? typed.slice(0, -1) : typed + character
    }
  }
  return typed
}

let options: { email?: string; name?: string }
try {
  options = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } }).values
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2)
}
const email = options.email?.trim().toLowerCase()
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`An email address is needed.\n${USAGE}`, 2)
const password = process.env.ADMIN_PASSWORD || (await readPassword())
if (password.length < MIN_PASSWORD_LENGTH) fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`, 2)

// Loaded only now: a usage error is answered at once, without opening the CMS.
const { default: configPromise } = await import('../payload.config')
const payload = await getPayload({ config: configPromise })
const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
if (existing.totalDocs > 0) fail(`${email} already has an account: a super-admin can change its roles in the admin.`)
await payload.create({ collection: 'users', data: { email, password, name: options.name ?? null, roles: ['super-admin'] }, depth: 0 })
console.log(`Created super-admin ${email}. Sign in at ${process.env.CMS_PUBLIC_URL ?? 'the CMS'}/admin.`)
await payload.destroy()
// Payload leaves handles open (pool, watchers); the work is done.
process.exit(0)
