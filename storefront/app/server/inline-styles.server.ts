import fs from 'node:fs'
import path from 'node:path'

/**
 * A page's own style sheets, written into it: the first paint then waits for no request but the page's (issue 25: the
 * one render-blocking sheet shared the phone's link with the scripts and held the first paint back by a round trip).
 * The sheet is the build's (`/assets/*.css`), read once; 10 kB more per page in brotli, a page the page cache compresses
 * once. The script policy allows inline styles already. A sheet that can't be read keeps its link.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"[^>]*\/>/g
const sheets = new Map<string, string | null>()

export function withInlineStyles(html: string, clientDirectory = path.resolve('build/client')): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    if (!sheets.has(href)) sheets.set(href, readSheet(path.join(clientDirectory, href)))
    const css = sheets.get(href)
    return css === null || css === undefined ? link : `<style data-href="${href}">${css}</style>`
  })
}

function readSheet(file: string): string | null {
  try {
    // A sheet can't end a <style> element early: `</style` never appears in CSS the build wrote, but make sure.
    return fs.readFileSync(file, 'utf8').replaceAll('</style', '<\\/style')
  } catch {
    return null
  }
}
