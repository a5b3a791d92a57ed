// What a shopper does before the page's scripts have run, kept and done again once they have
// (docs/decisions/042-first-paint-and-hydration.md). The scripts start after the first paint, so on a slow phone a
// tap, some typing or a hover can come first: links and native controls work without them, but a button's handler,
// a controlled field's state or a menu that opens on hover would not have seen it. A part of the page that hydrates
// only when scrolled near (HydrateWhenVisible, near-viewport.tsx) keeps its own input the same way until it has.

/** Input kept on a page (`window.__earlyInput`, until the page hydrates) or on one part of it, until it hydrates. */
export interface KeptInput {
  /** Presses of buttons with no native action, Enter in fields, and forms' submissions, in order. */
  actions: EarlyAction[]
  /** Fields the shopper changed, and the value (or checked state) each was left with. */
  changed: Map<Element, string | boolean>
  /** The element the pointer last came over. */
  pointedAt: Element | null
  /** Stops keeping input: from then on the page's own handlers see it. */
  stop: () => void
}

type EarlyAction = { press: HTMLElement } | { enter: HTMLInputElement } | { submit: HTMLFormElement; submitter: HTMLElement | null }

declare global {
  interface Window {
    __earlyInput?: KeptInput
  }
}

/**
 * Starts keeping the input that happens in `root` (the document, or one part of the page). The server inlines this
 * function's source in the page, ahead of the boot module, so it must stay self-contained: no imports, no names from
 * outside its body. A submission is held back rather than sent as a full page post, and done again through the form's
 * own handler; a press repeated because nothing happened counts once. With `holdBack`, the presses, Enters and
 * submissions kept also stop there, unseen by handlers the page already has: they are done again later, in order.
 */
export function keepInput(root: Document | HTMLElement, holdBack = false): KeptInput {
  const kept: KeptInput = { actions: [], changed: new Map(), pointedAt: null, stop: () => {} }
  const same = (last: EarlyAction | undefined, next: EarlyAction) =>
    !!last && Object.keys(last)[0] === Object.keys(next)[0] && Object.values(last)[0] === Object.values(next)[0]
  const keep = (action: EarlyAction, event: Event) => {
    if (!same(kept.actions.at(-1), action)) kept.actions.push(action)
    if (holdBack) event.stopImmediatePropagation()
  }
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    if (!(target instanceof HTMLElement) || target.matches('a, :disabled')) return
    // A submit button's press arrives as its form's submission.
    if (target instanceof HTMLButtonElement && target.form && target.type !== 'button') return
    keep({ press: target }, event)
  }
  const onSubmit = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    event.preventDefault()
    // The Enter that submitted the form arrives as the submission.
    const last = kept.actions.at(-1)
    if (last && 'enter' in last && last.enter.form === form) kept.actions.pop()
    const submitter = (event as SubmitEvent).submitter
    keep({ submit: form, submitter: submitter instanceof HTMLElement ? submitter : null }, event)
  }
  // Enter in a field is for its handler (a filter's number), unless it submits the field's form (below).
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key === 'Enter' && event.target instanceof HTMLInputElement) keep({ enter: event.target }, event)
  }
  const onChange = (event: Event) => {
    const field = event.target
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) kept.changed.set(field, field.checked)
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      kept.changed.set(field, field.value)
  }
  const onOver = (event: Event) => {
    kept.pointedAt = event.target instanceof Element ? event.target : null
  }
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKeyDown],
    ['input', onChange],
    ['change', onChange],
    ['pointerover', onOver],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true)
  kept.stop = () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true)
  }
  return kept
}

/** The page's inline script: keeps the whole document's input for the browser entry until the page has hydrated. */
export const KEEP_EARLY_INPUT_SCRIPT = `window.__earlyInput=(${keepInput.toString()})(document);`

/**
 * Does again what was kept, once the page has hydrated and its first effects have run (an effect may set a field from
 * state): first each changed field gets back what the shopper left in it and announces it, so the components' state
 * holds what the fields show; then, a task later when that state has rendered, the hover and the presses and
 * submissions in order. `hydrateWaitingParts` hydrates any part still waiting its turn first, as the shopper's own
 * input would have.
 */
export function replayEarlyInput(hydrateWaitingParts: () => void): void {
  const kept = window.__earlyInput
  if (!kept) return
  kept.stop()
  delete window.__earlyInput
  if (!keptAnything(kept)) return
  hydrateWaitingParts()
  replayKeptInput(kept)
}

const keptAnything = (kept: KeptInput) => kept.actions.length > 0 || kept.changed.size > 0 || kept.pointedAt !== null

/**
 * Does again what `kept` holds (its keeping already stopped), once the render that has just hydrated its part has run
 * its effects: the fields' values first, then, a task later, the hover, presses and submissions in order. What the
 * shopper presses meanwhile waits its turn after them: until then the components' state lacks the kept values (an
 * Enter in a number field would commit it empty).
 */
export function replayKeptInput(kept: KeptInput): void {
  if (!keptAnything(kept)) return
  const meanwhile = keepInput(document, true)
  afterEffects(() => {
    // A field the shopper went on typing in has told its handler its whole value already.
    for (const field of meanwhile.changed.keys()) kept.changed.delete(field)
    for (const [field, value] of kept.changed) {
      if (!field.isConnected) continue
      if (typeof value === 'boolean') (field as HTMLInputElement).checked = value
      else (field as HTMLInputElement).value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
    setTimeout(() => {
      meanwhile.stop()
      enterHovered(kept.pointedAt)
      for (const action of [...kept.actions, ...meanwhile.actions]) {
        if ('press' in action) {
          if (action.press.isConnected) action.press.click()
        } else if ('enter' in action) {
          if (action.enter.isConnected) action.enter.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
        } else if (action.submit.isConnected) {
          const submitter = action.submitter?.isConnected ? action.submitter : null
          if (submitter) action.submit.requestSubmit(submitter)
          else action.submit.requestSubmit()
        }
      }
    })
  })
}

/**
 * Calls `then` after the effects of the render just done: Preact runs them a task after the next frame (or after
 * 100 ms where no frame comes, a background tab), and waiting parts hydrate in the microtasks after their turn.
 */
function afterEffects(then: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    setTimeout(() => setTimeout(then))
  }
  requestAnimationFrame(run)
  setTimeout(run, 100)
}

/** Sends the enter events a pointer already resting on `target` would have given, outermost first. */
function enterHovered(target: Element | null): void {
  if (!target?.isConnected || !target.matches(':hover')) return
  const entered: Element[] = []
  for (let element: Element | null = target; element; element = element.parentElement) entered.unshift(element)
  for (const element of entered) {
    for (const type of ['pointerenter', 'mouseenter']) element.dispatchEvent(new MouseEvent(type))
  }
}
