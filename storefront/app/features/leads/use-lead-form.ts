import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useHydrated } from '../../ui/hydration'
import type { z } from 'zod'
import type { EnquiryKind } from './lead-events'
import { FORM_FAILED, UNEXPECTED_ERROR, type LeadAnswer } from './lead-answer'
import { rememberedContact, rememberLead, visitedPages } from './lead-storage'

/** Which form this is, as POST /api/leads reads it (lead-forms.ts, leadEnvelope). */
export type LeadFormEnvelope =
  | { form: 'enquiry'; kind: EnquiryKind; car: string }
  | { form: 'test-drive'; car: string | null }
  | { form: 'contact' }
  | { form: 'service' }
  | { form: 'parts' }

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * A lead form: react-hook-form checking the form's zod schema as the shopper types (after a first submit), the contact
 * fields filled in from what this browser remembered, and the submit to /api/leads. One idempotency key per form
 * instance, kept across retries, so a double click or a retry after a lost answer makes one lead. A lead id → /success.
 */
export function useLeadForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  envelope,
  defaults,
}: {
  schema: Schema
  envelope: LeadFormEnvelope
  defaults: DefaultValues<z.input<Schema>>
}) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues: defaults, shouldFocusError: false })
  const idempotencyKey = useRef('')
  const honeypot = useRef<HTMLInputElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const navigate = useNavigate()
  // A lead form has no server action: submitted before its code runs, the browser would GET the page with the shopper's
  // details in the address. Its submit button stays disabled until then.
  const hydrated = useHydrated()

  useEffect(() => {
    idempotencyKey.current ||= newKey()
    // After hydration: the server can't know what this browser remembered.
    const remembered = Object.entries(rememberedContact()).filter(([, value]) => value)
    for (const [name, value] of remembered) if (!form.getValues(name as Path<z.input<Schema>>)) form.setValue(name as Path<z.input<Schema>>, value as never)
  }, [form])

  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus())

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      let answer: LeadAnswer = {}
      try {
        const response = await fetch('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...envelope,
            idempotencyKey: idempotencyKey.current,
            values,
            website: honeypot.current?.value ?? '',
            visitedPages: visitedPages(),
          }),
        })
        answer = (await response.json().catch(() => ({}))) as LeadAnswer
      } catch {
        setFormError(FORM_FAILED)
        return
      }
      if (answer.lead_id) {
        rememberLead(values as Record<string, string>, answer.category ?? '', answer.lead_id)
        navigate('/success')
        return
      }
      const fieldMessages = Object.entries(answer.errors ?? {}).filter(([name]) => name in (form.getValues() as object))
      for (const [name, message] of fieldMessages) form.setError(name as Path<z.input<Schema>>, { type: 'server', message })
      if (fieldMessages.length > 0) focusSummary()
      else setFormError(answer.error ?? UNEXPECTED_ERROR)
    },
    () => focusSummary(),
  )

  return { form, onSubmit, formError, honeypot, summaryRef, hydrated }
}
