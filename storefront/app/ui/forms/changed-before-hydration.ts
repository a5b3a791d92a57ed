import { useEffect, type RefObject } from 'react'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Whether the shopper has changed one of the form's fields from what the server rendered: a field's `defaultValue`,
 * `defaultChecked` and options' `defaultSelected` are the server's HTML, which hydration leaves as it is.
 */
export function changedFromServer(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    const field = element as Field
    if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return field.type !== 'hidden' && field.value !== field.defaultValue
    return false
  })
}

/**
 * Once a form has hydrated, applies what the shopper changed in it before (a choice made while the page's scripts were
 * still on their way): `apply` runs once, with the form, if any field differs from the server's HTML. A form's fields
 * keep what was typed through hydration; its component's state only learns it here.
 */
export function useChangesBeforeHydration(form: RefObject<HTMLFormElement | null>, apply: (form: HTMLFormElement) => void): void {
  useEffect(() => {
    if (form.current && changedFromServer(form.current)) apply(form.current)
    // Once, after the hydrating render: later changes reach the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
