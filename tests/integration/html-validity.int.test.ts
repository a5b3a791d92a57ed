/**
 * Every page the platform serves is valid HTML (issue 26): the W3C Nu HTML checker (the `vnu-jar` package, run on the
 * machine's Java 17; .ci/run installs a JRE where there is none) reads the HTML the server sent for every page of the
 * three demo sites the sweep names (helpers/page-sweep.ts: every route reached from the home page, the unlinked pages,
 * the signed-in shopper's pages) and finds no error. One run of the checker reads them all: its start-up is seconds.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'
import { describe, expect, it } from 'vitest'
import { signIn } from './helpers/customer-accounts'
import { signedInPages, sweepPages, UNLINKED_PAGES } from './helpers/page-sweep'
import { siteRequest } from './helpers/site-request'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface NuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/** The checker's errors for every .html file in `dir`. */
async function nuErrors(dir: string): Promise<NuMessage[]> {
  const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', dir], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return (JSON.parse(stdout) as { messages: NuMessage[] }).messages.filter((message) => message.type === 'error' || message.subType === 'fatal')
}

describe('the Nu HTML checker finds no error on any page of the demo sites (issue 26)', () => {
  it('every route of the three sites, signed out and signed in', { timeout: 240_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-sweep-'))
    const pageOfFile = new Map<string, string>()
    const save = (slug: string, pagePath: string, html: string) => {
      const file = `${slug}-${pageOfFile.size}.html`
      fs.writeFileSync(path.join(dir, file), html)
      pageOfFile.set(file, `${slug} ${pagePath}`)
    }
    const counts: string[] = []
    try {
      for (const tenant of DEMO_TENANTS) {
        const { anonymous, carPath } = await sweepPages(tenant.slug, tenant.domains)
        for (const page of anonymous) save(tenant.slug, page.path, page.html)
        for (const page of UNLINKED_PAGES) {
          const answer = await siteRequest(tenant.slug, page.path)
          expect(answer.status, `${tenant.slug} ${page.path}`).toBe(page.status)
          save(tenant.slug, page.path, answer.text)
        }
        const shopper = await signIn(tenant.slug)
        const signedIn = signedInPages(carPath)
        for (const pagePath of signedIn) {
          const answer = await siteRequest(tenant.slug, pagePath, { headers: { cookie: `shopper_session=${shopper.sessionToken}` } })
          // Signed in, the page itself answers: not the sign-in page it sends a signed-out shopper to.
          expect(answer.status, `${tenant.slug} ${pagePath} signed in`).toBe(200)
          save(tenant.slug, `${pagePath} (signed in)`, answer.text)
        }
        counts.push(`${tenant.slug}: ${anonymous.length + UNLINKED_PAGES.length} pages signed out, ${signedIn.length} signed in`)
      }
      console.log(`Nu HTML checker over ${pageOfFile.size} pages\n${counts.join('\n')}`)

      const errors = (await nuErrors(dir)).map((error) => {
        const page = pageOfFile.get(path.basename(new URL(error.url).pathname)) ?? error.url
        return `${page}: ${error.message}${error.extract ? `\n    ${error.extract.slice(0, 200)}` : ''}`
      })
      expect(errors, `${errors.length} errors`).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
