import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashMarkedScripts } from './content-security-policy.server'
import { withScriptsAfterFirstPaint } from './scripts-after-paint.server'

const marker = 'render-marker'
const bootModule = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");'
// The shape React Router's <Scripts> renders (its preloads hoisted into <head> by React).
const page =
  `<html><head><link rel="stylesheet" href="/assets/styles.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${marker}"/><link rel="modulepreload" href="/assets/root.js" nonce="${marker}"/></head>` +
  `<body><main><p>&lt;link rel=&quot;modulepreload&quot;</p></main>` +
  `<script nonce="${marker}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${marker}" type="module" async="">${bootModule}</script></body></html>`

describe('withScriptsAfterFirstPaint', () => {
  const html = withScriptsAfterFirstPaint(Buffer.from(page), marker).toString()

  it('takes the preloads out of the document and keeps the boot module as inert text', () => {
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css"/>')
    expect(html).toContain(`<script type="text/plain" id="boot-module" nonce="${marker}">${bootModule}</script>`)
    expect(html).not.toMatch(/type="module"/)
    expect(html).toContain('<p>&lt;link rel=&quot;modulepreload&quot;</p>')
  })

  it('adds a script that runs the boot module after a frame has been drawn', () => {
    const runner = /<script nonce="render-marker">([^<]*boot-module[^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(() => new Function(runner)).not.toThrow()
    expect(runner).toContain("document.getElementById('boot-module').textContent")
    expect(runner).toContain('requestAnimationFrame(()=>setTimeout(start))')
    expect(runner).toContain('setTimeout(start,1000)')
  })

  it("puts the boot module's hash in the page's policy, since the browser checks it when it is added", () => {
    const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
    const { scriptHashes } = hashMarkedScripts(Buffer.from(html), marker)
    expect(scriptHashes).toContain(sha256(bootModule))
    expect(scriptHashes).toHaveLength(3)
  })

  it('leaves a page without a boot module as it is', () => {
    const plain = '<html><body><p>Not found</p></body></html>'
    expect(withScriptsAfterFirstPaint(Buffer.from(plain), marker).toString()).toBe(plain)
  })
})
