// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import SearchSuggestions, { type SearchSuggestionsProps } from './SearchSuggestions'
import type { Suggestion } from './suggestions-api'

afterEach(cleanup)

const TOYOTA: Suggestion = { kind: 'make', label: 'Toyota', count: 42, href: '/search/toyota' }
const HILUX: Suggestion = { kind: 'model', label: 'HiLux (Toyota)', count: 12, href: '/search/toyota/hilux' }
const UTE: Suggestion = { kind: 'body', label: 'Ute', count: 1, href: '/search/ute' }

/** The header's form as the server renders it, with the suggestions mounted on its field (as SiteHeader does once focused). */
function Header(props: Omit<SearchSuggestionsProps, 'input'>) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <form role="search" method="get" action="/search">
      <label htmlFor="q">Search our cars</label>
      <input ref={input} id="q" type="search" name="q" autoComplete="off" />
      <SearchSuggestions input={input} {...props} />
    </form>
  )
}

function setUp(answers: Record<string, Suggestion[]> = { hi: [HILUX, TOYOTA, UTE] }) {
  const navigate = vi.fn()
  const load = vi.fn(async (query: string, _signal: AbortSignal) => answers[query] ?? [])
  const view = render(<Header navigate={navigate} load={load} />)
  const field = screen.getByLabelText('Search our cars') as HTMLInputElement
  act(() => field.focus())
  return { navigate, load, view, field }
}

const type = (field: HTMLInputElement, value: string) => fireEvent.input(field, { target: { value } })
const press = (field: HTMLInputElement, key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(field, { key, ...init })
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent)

async function typeAndWait(field: HTMLInputElement, value: string) {
  type(field, value)
  await screen.findByRole('listbox', { name: 'Search suggestions' })
}

describe('SearchSuggestions: the header box as a WAI-ARIA 1.2 combobox', () => {
  it('makes the field a collapsed combobox of a list popup, and a plain search box again when unmounted', () => {
    const { view, field } = setUp()
    const combobox = screen.getByRole('combobox', { name: 'Search our cars' })
    expect(combobox).toBe(field)
    const listbox = document.getElementById(field.getAttribute('aria-controls')!)!
    expect(listbox.getAttribute('role')).toBe('listbox')
    expect(listbox.hidden).toBe(true)
    expect([field.getAttribute('aria-autocomplete'), field.getAttribute('aria-expanded'), field.getAttribute('aria-activedescendant')]).toEqual([
      'list',
      'false',
      null,
    ])
    view.unmount()
    expect(field.getAttributeNames().filter((name) => name === 'role' || name.startsWith('aria-'))).toEqual([])
  })

  it('shows the suggestions once typing pauses, with their counts, and says how many', async () => {
    const { field, load } = setUp()
    type(field, 'h')
    await typeAndWait(field, 'Hi ')
    // One request for the pause, in the query's own form.
    expect(load.mock.calls.map(([query]) => query)).toEqual(['hi'])
    expect(optionTexts()).toEqual(['HiLux (Toyota) — 12 cars', 'Toyota — 42 cars', 'Ute — 1 car'])
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('3 suggestions')
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false'])
  })

  it('moves the active option with the arrows, wrapping round, and names it in aria-activedescendant', async () => {
    const { field } = setUp()
    await typeAndWait(field, 'hi')
    const options = screen.getAllByRole('option')
    const active = () => [field.getAttribute('aria-activedescendant'), ...options.map((option) => option.getAttribute('aria-selected'))]

    expect(press(field, 'ArrowDown')).toBe(false)
    expect(active()).toEqual([options[0]!.id, 'true', 'false', 'false'])
    press(field, 'ArrowDown')
    press(field, 'ArrowDown')
    expect(active()).toEqual([options[2]!.id, 'false', 'false', 'true'])
    press(field, 'ArrowDown')
    expect(active()).toEqual([options[0]!.id, 'true', 'false', 'false'])
    press(field, 'ArrowUp')
    expect(active()).toEqual([options[2]!.id, 'false', 'false', 'true'])
    // Every option's id is unique to this listbox.
    expect(new Set(options.map((option) => option.id)).size).toBe(3)
  })

  it('follows the active option on Enter; with none active, Enter is the form’s', async () => {
    const { field, navigate } = setUp()
    await typeAndWait(field, 'hi')
    expect(press(field, 'Enter')).toBe(true)
    expect(navigate).not.toHaveBeenCalled()

    press(field, 'ArrowDown')
    expect(press(field, 'Enter')).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/search/toyota/hilux')
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape, keeping the text; a second Escape clears it', async () => {
    const { field } = setUp()
    await typeAndWait(field, 'hi')
    press(field, 'ArrowDown')
    expect(press(field, 'Escape')).toBe(false)
    expect([field.getAttribute('aria-expanded'), field.getAttribute('aria-activedescendant'), field.value]).toEqual(['false', null, 'hi'])
    expect(screen.queryByRole('listbox')).toBeNull()

    // Down opens it again, on the first option.
    press(field, 'ArrowDown')
    expect(field.getAttribute('aria-expanded')).toBe('true')
    press(field, 'Escape')

    expect(press(field, 'Escape')).toBe(false)
    expect(field.value).toBe('')
    expect(screen.getByRole('status').textContent).toBe('')
    // Nothing typed, nothing to do: Escape is the page's again.
    expect(press(field, 'Escape')).toBe(true)
  })

  it('closes when Tab or a click elsewhere leaves the field', async () => {
    const { field } = setUp()
    await typeAndWait(field, 'hi')
    press(field, 'Tab')
    expect(field.getAttribute('aria-expanded')).toBe('false')
    press(field, 'ArrowDown')
    expect(field.getAttribute('aria-expanded')).toBe('true')
    act(() => field.blur())
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })

  it('follows an option clicked, the press keeping focus in the field', async () => {
    const { field, navigate } = setUp()
    await typeAndWait(field, 'hi')
    const ute = screen.getByRole('option', { name: 'Ute — 1 car' })
    expect(fireEvent.mouseDown(ute)).toBe(false)
    fireEvent.click(ute)
    expect(navigate).toHaveBeenCalledWith('/search/ute')
  })

  it('asks again as the text changes, aborting the request it replaces, and says when nothing matches', async () => {
    let answerFirst: (suggestions: Suggestion[]) => void = () => undefined
    const signals: AbortSignal[] = []
    const load = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal)
      if (query === 'to') return new Promise<Suggestion[]>((resolve) => (answerFirst = resolve))
      return Promise.resolve(query === 'toy' ? [TOYOTA] : [])
    })
    render(<Header navigate={vi.fn()} load={load} />)
    const field = screen.getByLabelText('Search our cars') as HTMLInputElement
    act(() => field.focus())
    type(field, 'to')
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await typeAndWait(field, 'toy')
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    // The replaced request's late answer changes nothing.
    await act(async () => answerFirst([UTE]))
    expect(optionTexts()).toEqual(['Toyota — 42 cars'])

    type(field, 'toyx')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No suggestions'))
    expect(field.getAttribute('aria-expanded')).toBe('false')
    // Cleared: nothing is asked, nothing said.
    type(field, '  ')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('asks about text typed before its code arrived, and stays a plain box when the request fails', async () => {
    const failing = vi.fn(async (_query: string, _signal: AbortSignal): Promise<Suggestion[]> => {
      throw new TypeError('Failed to fetch')
    })
    const Early = () => {
      const input = useRef<HTMLInputElement>(null)
      return (
        <>
          <label htmlFor="early">Search our cars</label>
          <input ref={input} id="early" type="search" defaultValue="hi" />
          <SearchSuggestions input={input} load={failing} navigate={vi.fn()} />
        </>
      )
    }
    render(<Early />)
    await waitFor(() => expect(failing).toHaveBeenCalledWith('hi', expect.any(AbortSignal)))
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false')
    expect(optionTexts()).toEqual([])
  })

  it('does not open for an answer that arrives after the field lost focus', async () => {
    const { field } = setUp()
    type(field, 'hi')
    act(() => field.blur())
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 suggestions'))
    expect(field.getAttribute('aria-expanded')).toBe('false')
  })
})
