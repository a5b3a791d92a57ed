// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KEEP_EARLY_INPUT_SCRIPT, keepInput, replayEarlyInput, replayKeptInput } from './early-input'

afterEach(() => {
  window.__earlyInput?.stop()
  delete window.__earlyInput
  document.body.innerHTML = ''
  vi.useRealTimers()
})

/** Runs the inline script's source, as the page does, rather than the imported function. */
function keepAsThePageDoes(): void {
  new Function(KEEP_EARLY_INPUT_SCRIPT)()
}

/** What the browser does as a shopper types: the field's value, then its input event. */
function type(field: HTMLInputElement, value: string): void {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * The handlers hydration adds to a field: one keeping the component's state from its input events (it never saw typing
 * done before), and one recording each key pressed with that state.
 */
function hydrate(field: HTMLInputElement): { seen: string[]; state: () => string } {
  const seen: string[] = []
  let state = ''
  field.addEventListener('input', () => (state = field.value))
  field.addEventListener('keydown', (event) => seen.push(`${event.key} with ${state}`))
  return { seen, state: () => state }
}

/** Replays, then lets the two tasks the replay takes pass. */
function replay(hydrateWaitingParts = () => {}): void {
  vi.useFakeTimers()
  replayEarlyInput(hydrateWaitingParts)
  vi.runAllTimers()
}

describe("the page's early input, kept and replayed", () => {
  it('presses a button again once its handler exists, once however often it was pressed', () => {
    document.body.innerHTML = '<button type="button">Filters</button><a href="#top" role="button">Top</a>'
    const button = document.querySelector('button')!
    keepAsThePageDoes()
    button.click()
    button.click()
    document.querySelector('a')!.click()

    // Hydration adds the handler.
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    const hydrateWaitingParts = vi.fn()
    replay(hydrateWaitingParts)
    expect(pressed).toHaveBeenCalledTimes(1)
    expect(hydrateWaitingParts).toHaveBeenCalledOnce()
  })

  it('holds a submission back and sends it through the form once hydrated, after its fields have told their state', () => {
    document.body.innerHTML = '<form><input name="postcode"><button>Send Enquiry</button></form>'
    const form = document.querySelector('form')!
    const field = form.querySelector('input')!
    keepAsThePageDoes()
    type(field, '4163')
    const early = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)

    const seen: string[] = []
    let state = ''
    field.addEventListener('input', () => (state = field.value))
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      seen.push(`submitted with ${state}`)
    })
    replay()
    expect(seen).toEqual(['submitted with 4163'])
  })

  it('presses Enter again in a field once its handler exists, with the value the shopper left told first', () => {
    document.body.innerHTML = '<form><input aria-label="Min kms"><input aria-label="Max kms"></form>'
    const field = document.querySelector('input')!
    keepAsThePageDoes()
    type(field, '20400')
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))

    const { seen } = hydrate(field)
    // Hydration's first effect sets the field from the component's state, which never saw the typing.
    field.value = ''
    replay()
    expect(seen).toEqual(['Enter with 20400'])
  })

  it('holds an Enter pressed once hydrated, but before the typing kept is back in the state, until it is', () => {
    document.body.innerHTML = '<input aria-label="Min kms"><button type="button">Filters</button>'
    const field = document.querySelector('input')!
    keepAsThePageDoes()
    type(field, '20400')

    const { seen, state } = hydrate(field)
    document.querySelector('button')!.addEventListener('click', () => seen.push(`Filters with ${state()}`))
    vi.useFakeTimers()
    replayEarlyInput(() => {})
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    document.querySelector('button')!.click()
    expect(seen).toEqual([])

    vi.runAllTimers()
    expect(seen).toEqual(['Enter with 20400', 'Filters with 20400'])
    // Held only until then: the next Enter reaches the field at once.
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(seen).toHaveLength(3)
  })

  it('keeps an Enter that submitted its form as the submission alone', () => {
    document.body.innerHTML = '<form><input aria-label="Postcode"><button>Check</button></form>'
    const form = document.querySelector('form')!
    keepAsThePageDoes()
    form.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    // The browser's implicit submission, which jsdom does not do.
    form.requestSubmit()
    expect(window.__earlyInput!.actions.map((action) => Object.keys(action)[0])).toEqual(['submit'])
  })

  it('leaves a field the shopper went on typing in once hydrated, rather than put back what it held before', () => {
    document.body.innerHTML = '<input aria-label="Postcode">'
    const field = document.querySelector('input')!
    keepAsThePageDoes()
    type(field, '40')

    const seen: string[] = []
    field.addEventListener('input', () => seen.push(field.value))
    vi.useFakeTimers()
    replayEarlyInput(() => {})
    type(field, '4000')
    vi.runAllTimers()
    expect(field.value).toBe('4000')
    expect(seen).toEqual(['4000'])
  })

  it('does not press a submit button twice: its press arrives as the submission', () => {
    document.body.innerHTML = '<form><button>Send</button></form>'
    const form = document.querySelector('form')!
    keepAsThePageDoes()
    form.querySelector('button')!.click()
    expect(window.__earlyInput!.actions.map((action) => Object.keys(action)[0])).toEqual(['submit'])
  })

  it('keeps nothing once replayed: later input reaches the page alone', () => {
    document.body.innerHTML = '<button type="button">Filters</button>'
    const button = document.querySelector('button')!
    keepAsThePageDoes()
    replay()
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    button.click()
    expect(pressed).toHaveBeenCalledOnce()
    expect(window.__earlyInput).toBeUndefined()
  })

  it('hydrates nothing early when the shopper did nothing', () => {
    keepAsThePageDoes()
    const hydrateWaitingParts = vi.fn()
    replay(hydrateWaitingParts)
    expect(hydrateWaitingParts).not.toHaveBeenCalled()
  })

  it('skips what the page removed while it hydrated', () => {
    document.body.innerHTML = '<button type="button">Old</button>'
    const button = document.querySelector('button')!
    keepAsThePageDoes()
    button.click()
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    button.remove()
    replay()
    expect(pressed).not.toHaveBeenCalled()
  })

  it("keeps a part's presses only, and does them again once that part has its handlers", () => {
    document.body.innerHTML = '<button type="button">Menu</button><section><button type="button">Enquire Now</button></section>'
    const [outside, inside] = document.querySelectorAll('button')
    const kept = keepInput(document.querySelector('section')!)
    outside.click()
    inside.click()
    kept.stop()

    const pressed: string[] = []
    for (const button of [outside, inside]) button.addEventListener('click', () => pressed.push(button.textContent!))
    vi.useFakeTimers()
    replayKeptInput(kept)
    vi.runAllTimers()
    expect(pressed).toEqual(['Enquire Now'])
  })
})
