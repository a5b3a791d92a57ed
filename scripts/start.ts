/**
 * `npm start`: the whole platform on this machine, from the build `npm run build` has just brought up to date. Seeds an
 * empty database, prints where everything is, and stops every process it started on Ctrl-C.
 */
import { DEMO_TENANTS, SUPER_ADMIN } from '@dealer/seed/demo-tenants'
import { DEFAULT_DATA_DIR, DEVELOPMENT_DATABASE, DEVELOPMENT_PORTS, portsFromEnv, startStack } from './lib/stack'

const started = Date.now()
const log = (line: string) => console.log(line)
const databaseUri = process.env.DATABASE_URI

const stack = await startStack({
  ports: portsFromEnv(DEVELOPMENT_PORTS),
  dataDir: process.env.DATA_DIR ?? DEFAULT_DATA_DIR,
  databaseName: DEVELOPMENT_DATABASE,
  databaseUri,
  log,
})

const storefrontPort = new URL(stack.urls.storefront).port
console.log(`
Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.

Demo sites:
${DEMO_TENANTS.map((tenant) => `  ${tenant.name.padEnd(30)} http://${tenant.slug}.localhost:${storefrontPort}${tenant.isDefault ? `  (also http://localhost:${storefrontPort})` : ''}`).join('\n')}

CMS admin: ${stack.urls.cms}/admin   REST: ${stack.urls.cms}/api   Search service: ${stack.urls.search}
${demoLogins()}

Press Ctrl-C to stop everything.`)

/** The seed creates the demo logins on the embedded database only (or when asked to): see seed/src/cli.ts. */
function demoLogins(): string {
  if (databaseUri && process.env.SEED_DEMO_LOGINS !== '1') {
    return 'Logins: none are seeded on a database of your own (DATABASE_URI). Create a super-admin with `npm run create-admin -w cms -- --email <address>`.'
  }
  return `Logins:
  ${SUPER_ADMIN.email.padEnd(40)} ${SUPER_ADMIN.password.padEnd(22)} (all sites)
${DEMO_TENANTS.flatMap((tenant) => [
  `  ${tenant.staff.email.padEnd(40)} ${tenant.staff.password.padEnd(22)} (${tenant.name} admin)`,
  `  ${tenant.editor.email.padEnd(40)} ${tenant.editor.password.padEnd(22)} (${tenant.name} editor)`,
]).join('\n')}`
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('\nstopping…')
    await stack.stop()
    console.log('stopped')
    process.exit(0)
  })
}
