import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withInlineStyles } from './inline-styles.server'

describe('withInlineStyles', () => {
  const client = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
  fs.mkdirSync(path.join(client, 'assets'))
  fs.writeFileSync(path.join(client, 'assets/styles-abc.css'), 'body{color:#111}')

  it("writes the build's sheet into the page in place of its link", () => {
    const html = '<head><link rel="stylesheet" href="/assets/styles-abc.css" data-precedence="default"/><title>x</title></head>'
    expect(withInlineStyles(html, client)).toBe('<head><style data-href="/assets/styles-abc.css">body{color:#111}</style><title>x</title></head>')
  })

  it("keeps the link of a sheet it can't read, and leaves other links alone", () => {
    const html = '<link rel="stylesheet" href="/assets/gone-1.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/>'
    expect(withInlineStyles(html, client)).toBe(html)
  })
})
