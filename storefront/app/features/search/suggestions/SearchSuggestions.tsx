import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { fetchSuggestions } from './fetch-suggestions'
import { carCount, suggestionCountText, suggestionQuery, type Suggestion } from './suggestions-api'

/** A pause in typing this long asks for suggestions: a fast typist's "hilux" is one request, not five. */
const DEBOUNCE_MS = 120

export interface SearchSuggestionsProps {
  /**
   * The header's search field. It stays the element the server rendered, made the combobox here: replacing it would
   * lose what was typed, the caret and, on a phone, the keyboard.
   */
  input: RefObject<HTMLInputElement | null>
  /** Follows a chosen suggestion: a page load by default, as the header's links are. */
  navigate?: (href: string) => void
  /** The suggestions for a query (suggestionQuery's form); rejects when aborted. */
  load?: (query: string, signal: AbortSignal) => Promise<Suggestion[]>
}

interface Shown {
  suggestions: Suggestion[]
  open: boolean
  /** The option the arrows are on (aria-activedescendant), or -1. */
  active: number
  /** The live region's words. */
  status: string
}

const NOTHING: Shown = { suggestions: [], open: false, active: -1, status: '' }

const followLink = (href: string) => window.location.assign(href)

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`

/**
 * Suggestions under the header's search box (issue 47), as the WAI-ARIA 1.2 combobox with a list popup: the field
 * keeps focus, the arrows move the active option, Enter follows it, Escape closes and then clears. Enter with no
 * active option sends the form as it does without scripts. Loaded only once the box is focused (SiteHeader).
 */
export default function SearchSuggestions({ input, navigate = followLink, load = fetchSuggestions }: SearchSuggestionsProps) {
  const listboxId = useId()
  const [shown, setShown] = useState<Shown>(NOTHING)
  // The field's listeners read what is shown now, not what their render saw: two keys may come before React renders.
  const current = useRef(shown)
  const [show] = useState(() => (next: Shown) => {
    current.current = next
    setShown(next)
  })
  const choose = useCallback(
    (index: number) => {
      const suggestion = current.current.suggestions[index]
      if (!suggestion) return
      show({ ...current.current, open: false, active: -1 })
      navigate(suggestion.href)
    },
    [navigate, show],
  )

  useEffect(() => {
    const field = input.current
    if (!field) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | null = null
    let asked: string | null = null

    const stop = () => {
      clearTimeout(timer)
      request?.abort()
      request = null
    }
    // Debounced; a newer query aborts the older request, whose late answer would otherwise replace the newer one's.
    const ask = () => {
      const query = suggestionQuery(field.value)
      if (query === asked) return
      asked = query
      stop()
      if (query === null) return show(NOTHING)
      if (current.current.active !== -1) show({ ...current.current, active: -1 })
      timer = setTimeout(() => {
        const asking = (request = new AbortController())
        load(query, asking.signal).then(
          (suggestions) => {
            if (asking.signal.aborted) return
            const open = suggestions.length > 0 && document.activeElement === field
            show({ suggestions, open, active: -1, status: suggestionCountText(suggestions.length) })
          },
          () => {
            // Aborted, or the network failed: the box stays the plain search it is without scripts.
            if (!asking.signal.aborted) show(NOTHING)
          },
        )
      }, DEBOUNCE_MS)
    }

    const close = () => {
      if (current.current.open) show({ ...current.current, open: false, active: -1 })
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return
      const { suggestions, open, active } = current.current
      const count = suggestions.length
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return
          event.preventDefault()
          const down = event.key === 'ArrowDown'
          // Closed: open on the first (last) option; Alt+Down opens without choosing one. Open: move, wrapping round.
          let next: number
          if (!open) next = down ? (event.altKey ? -1 : 0) : count - 1
          else next = down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1
          show({ ...current.current, open: true, active: next })
          return
        }
        case 'Enter':
          // No active option: the form is sent, as without scripts.
          if (!open || active < 0) return
          event.preventDefault()
          choose(active)
          return
        case 'Escape':
          if (open) {
            // Not the search field's own Escape, which would clear the text too.
            event.preventDefault()
            close()
          } else if (field.value !== '') {
            event.preventDefault()
            field.value = ''
            asked = null
            stop()
            show(NOTHING)
          }
          return
        case 'Tab':
          close()
      }
    }

    field.addEventListener('input', ask)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', close)
    // Text typed before this code arrived is asked about now.
    ask()
    return () => {
      stop()
      field.removeEventListener('input', ask)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', close)
    }
  }, [input, load, show, choose])

  // The field is the combobox while this is mounted, and a plain search box again without it.
  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-controls', listboxId)
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) field.removeAttribute(name)
    }
  }, [input, listboxId])

  const { suggestions, open, active, status } = shown
  // Before paint, in the commit that shows the list: the field never says "collapsed" over an open list. (Mounted only
  // in the browser, after focus, so there is no server render to warn about.)
  useLayoutEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('aria-expanded', String(open))
    const activeOption = open && active >= 0 ? document.getElementById(optionId(listboxId, active)) : null
    if (activeOption) {
      field.setAttribute('aria-activedescendant', activeOption.id)
      activeOption.scrollIntoView?.({ block: 'nearest' })
    } else field.removeAttribute('aria-activedescendant')
  }, [input, listboxId, open, active, suggestions])

  return (
    <>
      <ul id={listboxId} role="listbox" aria-label="Search suggestions" className="site-search__options" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          // Keys are the combobox's (the field keeps focus; aria-activedescendant names the option). A press keeps focus
          // in the field too, so its blur doesn't close the popup before the click lands.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${suggestion.kind}:${suggestion.label}`}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            className="site-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span className="site-search__option-label">{suggestion.label}</span>
            <span className="site-search__option-count"> — {carCount(suggestion.count)}</span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </>
  )
}
