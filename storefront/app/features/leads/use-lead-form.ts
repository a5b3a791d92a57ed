import { useEffect } from 'react'
import { useActionForm } from '../../ui/forms/use-action-form'
import { CONTACT_FIELD_NAMES, fillRememberedContact, keepSentContact, visitedPages } from './lead-storage'

/**
 * A lead form (an HTML form posting to its page's action, lead-requests.server.ts, which redirects to /success), enhanced:
 * the contact fields filled in from what this browser remembered, the visit's pages sent along, and the contact typed
 * kept for /success to remember once the lead is in (SuccessPage.tsx).
 */
export function useLeadForm({ action, labels }: { action: string; labels: Record<string, string> }) {
  const form = useActionForm({
    action,
    labels,
    extraFields: () => visitedPages().map((page) => ['visitedPages', page]),
    beforeSubmit: (element) => {
      const typed = (name: string) => {
        const field = element.elements.namedItem(name)
        return field instanceof HTMLInputElement ? field.value.trim() : ''
      }
      keepSentContact(Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, typed(name)])))
    },
  })
  const formElement = form.formProps.ref
  useEffect(() => {
    // After hydration (the server can't know what this browser remembered), into the fields still empty.
    fillRememberedContact(formElement.current)
  }, [formElement])
  return form
}
