import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { FieldErrors, FormValues } from './fields'
import { UNEXPECTED_ERROR } from './messages'

/** What a form's action answers when nothing was done: the message, each field's error, and what was sent. */
export interface FormRefusal {
  ok: false
  error?: string | null
  errors?: FieldErrors
  values?: FormValues
  /** The action ended this attempt (a car reserved meanwhile): the next press is a new one, with a new key. */
  newAttempt?: boolean
}

/** One key per form instance, kept across retries, so a double press or a retry after a lost answer does it once. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

const NONE_EDITED: ReadonlySet<string> = new Set()

/**
 * Enhances an HTML form that posts to a route's `action`, which redirects to the next page when it has done its work,
 * or answers this page with the errors (its action data). Without JavaScript (or before it has run) the browser posts
 * the form. Once hydrated, the same form posts through a fetcher: no reload, "Sending…" meanwhile, the errors shown in
 * place and the summary focused, the redirect followed. A field's error goes as soon as it is edited.
 */
export function useActionForm<Refusal extends FormRefusal = FormRefusal>({
  action,
  labels,
  beforeSubmit,
  extraFields,
}: {
  /** Where the form posts (its `action` attribute too). */
  action: string
  /** The form's fields, by name, as its error summary names them. */
  labels: Record<string, string>
  /** What to do with the form just before it is sent. */
  beforeSubmit?: (form: HTMLFormElement) => void
  /** More fields an enhanced submission carries (what only the browser knows). */
  extraFields?: () => Array<[string, string]>
}) {
  const fetcher = useFetcher<Refusal>()
  const pageAnswer = useActionData() as Refusal | undefined
  const refusal = fetcher.data ?? pageAnswer ?? null
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const key = useRef('')
  // The fields edited since this answer came: a new answer starts with none. Kept with the answer it belongs to rather
  // than cleared by an effect, which could run after a field was already edited and bring its error back.
  const [editedSince, setEditedSince] = useState<{ answer: unknown; names: ReadonlySet<string> }>({ answer: null, names: new Set() })
  const edited = editedSince.answer === refusal ? editedSince.names : NONE_EDITED

  useEffect(() => {
    if (fetcher.data?.newAttempt) key.current = ''
    if (Object.keys(fetcher.data?.errors ?? {}).some((name) => name in labels)) requestAnimationFrame(() => summaryRef.current?.focus())
    // Only a new answer counts; `labels` are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data])

  const errors: FieldErrors = Object.fromEntries(Object.entries(refusal?.errors ?? {}).filter(([name]) => name in labels && !edited.has(name)))
  const hasFieldErrors = Object.keys(refusal?.errors ?? {}).some((name) => name in labels)

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second press while the first is on its way sends nothing more.
    if (fetcher.state !== 'idle') return
    beforeSubmit?.(event.currentTarget)
    const body = new FormData(event.currentTarget)
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter instanceof HTMLButtonElement && submitter.name) body.set(submitter.name, submitter.value)
    key.current ||= newKey()
    body.set(IDEMPOTENCY_FIELD, key.current)
    for (const [name, value] of extraFields?.() ?? []) body.append(name, value)
    fetcher.submit(body, { method: 'post', action })
  }

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    // From the state as it is when React applies it: autofill edits several fields before the next render.
    if (name && errors[name]) setEditedSince((since) => ({ answer: refusal, names: new Set(since.answer === refusal ? since.names : NONE_EDITED).add(name) }))
  }

  return {
    /** Spread onto the <form>: its method, action and handlers. */
    formProps: { ref: formRef, method: 'post' as const, action, noValidate: true, onSubmit, onInput, 'aria-busy': fetcher.state !== 'idle' },
    busy: fetcher.state !== 'idle',
    errors,
    /** The form-level message: the action's, when it named no field of this form. */
    formError: refusal && !hasFieldErrors ? (refusal.error ?? UNEXPECTED_ERROR) : null,
    /** The action's answer when nothing was done, as it gave it. */
    refusal,
    /** What the page's own action echoed back (without JavaScript): each field's value as sent. */
    values: pageAnswer?.values ?? {},
    summaryRef,
  }
}
