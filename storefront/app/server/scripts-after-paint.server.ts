// The page's scripts load once it has painted (docs/decisions/042-first-paint-and-hydration.md).
import { applyEdits, occurrences, scriptElementAround, type Edit, type Page, type ScriptElement } from './html-bytes.server'

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" href="')
const MODULE_TYPE = Buffer.from(' type="module"')
const SCRIPT_CLOSE = Buffer.from('</script>')

/** The element holding React Router's boot module until it runs. */
const WAITING_MODULE_ID = 'boot-module'

/** Runs the waiting boot module once a frame has been drawn, or after a second where none is (a background tab). */
const RUN_AFTER_FIRST_PAINT =
  `(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
  `const boot=document.createElement('script');boot.type='module';boot.textContent=document.getElementById('${WAITING_MODULE_ID}').textContent;document.body.append(boot)};` +
  `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)})()`
/** Encoded once: only the marker around it changes from page to page. */
const RUN_AFTER_FIRST_PAINT_BYTES = Buffer.from(RUN_AFTER_FIRST_PAINT)

/**
 * React Router names every script of a page in `<link rel="modulepreload">` tags and boots the page with an inline
 * module script, so the browser fetched about 100 kB of scripts alongside the stylesheet and the first photos, and on
 * a phone's link the first paint and the largest one waited for them (issue 25). Here the preloads go, and the boot
 * module is kept as inert text until a frame has been drawn; then it runs, and its imports load as it finds them. The
 * page is shown and its links and forms work meanwhile, as HTML (docs/decisions/050-forms-work-as-html-first.md); it
 * hydrates a little later than it would have. (Preloads added at that point cost more main-thread time, about 10–25 ms for 28 tags, than the round trips they save.) `marker` is the
 * render's nonce marker, so both scripts are hashed into the page's policy, the boot module's text included: a script
 * added later is checked by its hash too.
 */
export function withScriptsAfterFirstPaint(html: Page, marker: string): Page {
  const boot = bootModule(html)
  if (!boot) return html
  const edits: Edit[] = occurrences(html, MODULE_PRELOAD).flatMap((start) => {
    const end = html.indexOf('/>', start)
    return end === -1 || html.indexOf('>', start) !== end + 1 ? [] : [{ start, end: end + 2 }]
  })
  const waiting = Buffer.concat([
    Buffer.from(`<script type="text/plain" id="${WAITING_MODULE_ID}" nonce="${marker}">`),
    html.subarray(boot.textStart, boot.textEnd),
    Buffer.from(`</script><script nonce="${marker}">`),
    RUN_AFTER_FIRST_PAINT_BYTES,
    SCRIPT_CLOSE,
  ])
  edits.push({ start: boot.start, end: boot.end, with: waiting })
  return applyEdits(html, edits)
}

/** React Router's boot module: the first inline `<script type="module">`. */
function bootModule(html: Buffer): ScriptElement | null {
  for (const at of occurrences(html, MODULE_TYPE)) {
    const script = scriptElementAround(html, at)
    if (script) return script
  }
  return null
}
