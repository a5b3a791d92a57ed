import { describe, expect, it } from 'vitest'
import { applyEdits, occurrences, scriptElementAround } from './html-bytes.server'

const bytes = (text: string) => Buffer.from(text)
const textOf = (html: Buffer, from: number, to: number) => html.subarray(from, to).toString()

describe('scriptElementAround', () => {
  it('finds the script whose opening tag holds the attribute, and its text up to the first closing tag', () => {
    const html = bytes('<p>Prix · 12 €</p><script nonce="m" type="module">import "/a.js";</script><p>after</p>')
    const script = scriptElementAround(html, html.indexOf(' nonce="m"'))
    expect(script).not.toBeNull()
    expect(textOf(html, script!.textStart, script!.textEnd)).toBe('import "/a.js";')
    expect(textOf(html, script!.start, script!.end)).toBe('<script nonce="m" type="module">import "/a.js";</script>')
  })

  it('ends a script at a closing tag in any case, as the browser does', () => {
    const html = bytes('<script nonce="m">a()</SCRIPT ><script>b()</script>')
    const script = scriptElementAround(html, html.indexOf(' nonce'))
    expect(textOf(html, script!.textStart, script!.textEnd)).toBe('a()')
    expect(textOf(html, script!.start, script!.end)).toBe('<script nonce="m">a()</SCRIPT >')
  })

  it('is null for an attribute outside a script tag: another element, a longer tag name, or script text', () => {
    const link = bytes('<link rel="modulepreload" nonce="m"/>')
    expect(scriptElementAround(link, link.indexOf(' nonce'))).toBeNull()
    const longer = bytes('<scripts nonce="m">x</scripts>')
    expect(scriptElementAround(longer, longer.indexOf(' nonce'))).toBeNull()
    const inText = bytes('<script>const tag = \' type="module"\'</script>')
    expect(scriptElementAround(inText, inText.indexOf(' type="module"'))).toBeNull()
  })

  it('is null for a script that never closes', () => {
    const html = bytes('<script nonce="m">unfinished(')
    expect(scriptElementAround(html, html.indexOf(' nonce'))).toBeNull()
  })
})

describe('applyEdits', () => {
  it('takes out and replaces parts in any order given, keeping every other byte', () => {
    const html = bytes('<a>1</a><b>2</b><c>3</c>')
    const edited = applyEdits(html, [
      { start: html.indexOf('<c>'), end: html.length, with: bytes('<c>three</c>') },
      { start: 0, end: html.indexOf('<b>') },
    ])
    expect(edited.toString()).toBe('<b>2</b><c>three</c>')
  })

  it('returns the page itself when there is nothing to edit, and refuses overlapping edits', () => {
    const html = bytes('<p>x</p>')
    expect(applyEdits(html, [])).toBe(html)
    expect(() =>
      applyEdits(html, [
        { start: 0, end: 4 },
        { start: 2, end: 6 },
      ]),
    ).toThrow(/overlapping/)
  })
})

describe('occurrences', () => {
  it('lists every place a needle occurs, multi-byte text before it included', () => {
    const html = bytes('’ab’ab’')
    expect(occurrences(html, 'ab')).toEqual([3, 8])
    expect(occurrences(html, 'zz')).toEqual([])
  })
})
