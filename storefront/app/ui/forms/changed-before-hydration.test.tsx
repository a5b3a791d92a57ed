// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changedFromServer, useChangesBeforeHydration } from './changed-before-hydration'

afterEach(cleanup)

/** A form as the server sent it: each field's default is what the HTML said. */
function serverForm(): HTMLFormElement {
  const form = document.createElement('form')
  form.innerHTML = `
    <input name="query" value="hilux">
    <input type="hidden" name="city" value="">
    <input type="checkbox" name="car_type" value="used" checked>
    <select name="make"><option value="">Any</option><option value="Toyota" selected>Toyota</option></select>
    <textarea name="comments">Hi</textarea>`
  document.body.append(form)
  return form
}

describe('changedFromServer', () => {
  it('is false for the form as the server rendered it, whatever its values', () => {
    expect(changedFromServer(serverForm())).toBe(false)
  })

  it.each([
    ['typing in a field', (form: HTMLFormElement) => ((form.elements.namedItem('query') as HTMLInputElement).value = 'ranger')],
    ['unticking a box', (form: HTMLFormElement) => ((form.elements.namedItem('car_type') as HTMLInputElement).checked = false)],
    ['choosing another option', (form: HTMLFormElement) => ((form.elements.namedItem('make') as HTMLSelectElement).value = '')],
    ['editing a text area', (form: HTMLFormElement) => ((form.elements.namedItem('comments') as HTMLTextAreaElement).value = 'Hello')],
  ])('is true after %s', (_, change) => {
    const form = serverForm()
    change(form)
    expect(changedFromServer(form)).toBe(true)
  })
})

describe('useChangesBeforeHydration', () => {
  function Form({ apply, typedBefore }: { apply: (form: HTMLFormElement) => void; typedBefore: string | null }) {
    const ref = useRef<HTMLFormElement>(null)
    useChangesBeforeHydration(ref, apply)
    return (
      <form
        ref={(element) => {
          ref.current = element
          // What a shopper typed before the scripts ran: the field's value, not its default.
          if (element && typedBefore !== null) (element.elements.namedItem('query') as HTMLInputElement).value = typedBefore
        }}
      >
        <input name="query" defaultValue="hilux" />
      </form>
    )
  }

  it('applies the form once when a field was changed before, and not otherwise', () => {
    const apply = vi.fn()
    render(<Form apply={apply} typedBefore={null} />)
    expect(apply).not.toHaveBeenCalled()
    cleanup()
    render(<Form apply={apply} typedBefore="ranger" />)
    expect(apply).toHaveBeenCalledTimes(1)
    expect((apply.mock.calls[0][0] as HTMLFormElement).elements.namedItem('query')).toHaveProperty('value', 'ranger')
  })
})
