// The page's scripts load once it has painted (docs/decisions/042-first-paint-and-hydration.md).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const BOOT_MODULE = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/

/** The element holding React Router's boot module until it runs. */
const WAITING_MODULE_ID = 'boot-module'

/**
 * React Router names every script of a page in `<link rel="modulepreload">` tags and boots the page with an inline
 * module script, so the browser fetches about 100 kB of scripts alongside the stylesheet and first photos, and on a
 * phone's link the first paint and the largest one waited for them (issue 25). Here both wait for the first paint: the
 * boot module is kept as inert text, and a small script adds the preloads and runs the module once a frame has been
 * drawn (or after a second where no frame is drawn, as in a background tab). The page is shown and its links work
 * meanwhile; it hydrates a moment later than it would have. `marker` is the render's nonce marker, so both scripts are
 * hashed into the page's policy, the boot module's text included (a script added later is checked by its hash too).
 */
export function withScriptsAfterFirstPaint(html: string, marker: string): string {
  const boot = BOOT_MODULE.exec(html)
  if (!boot) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href)
  const waiting = `<script type="text/plain" id="${WAITING_MODULE_ID}" nonce="${marker}">${boot[3]}</script>`
  const loader = `<script nonce="${marker}">${loaderScript(preloads)}</script>`
  return html.replace(MODULE_PRELOAD, '').replace(boot[0], () => waiting + loader)
}

function loaderScript(preloads: readonly string[]): string {
  // JSON inside a script element: a "<" could close it, so none is written as one.
  const hrefs = JSON.stringify(preloads).replaceAll('<', '\\u003c')
  return (
    `(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
    `for(const href of ${hrefs}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}` +
    `const boot=document.createElement('script');boot.type='module';boot.textContent=document.getElementById('${WAITING_MODULE_ID}').textContent;document.body.append(boot)};` +
    `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)})()`
  )
}
