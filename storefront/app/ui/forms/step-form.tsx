import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { FieldErrors } from './fields'
import { IDEMPOTENCY_FIELD } from './use-action-form'

/** What a step form's action answers: the whole journey (the step to show, its errors), its message, what to announce. */
export interface StepAnswer<State> {
  state: State
  error: string | null
  announcement: string
}

/** Why a step's service did nothing: the status, the shopper's text, each field's message, and headers (retry-after). */
export interface StepRefusal {
  status: number
  error: string
  errors?: Record<string, string>
  headers?: Record<string, string>
}

export const isStepRefusal = (answer: object): answer is StepRefusal => 'error' in answer && 'status' in answer

interface StepState {
  step: number
  errors: FieldErrors
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * A journey of steps (the trade-in, the pre-approval) as one HTML form per step, each posting to the page's action,
 * which answers the step to show next. Every step carries the other steps' answers in hidden fields, so the action sees
 * the whole journey in each post and nothing lives between posts but the page. Without JavaScript the browser posts the
 * form and the page comes back at the next step. Once hydrated the same form posts through a fetcher: no reload, the
 * pressed button's pending text, the next step's heading focused (or, when a step is refused, the error summary), and
 * a field's error gone as soon as it is edited.
 */
export function useStepForm<State extends StepState>({
  action,
  anchor,
  initial,
  extraFields,
}: {
  /** Where the form posts: the page's own address. */
  action: string
  /** The form's element id: a post without JavaScript comes back scrolled to it. */
  anchor: string
  /** The journey before the first post. */
  initial: State
  /** More fields an enhanced post carries (what only the browser knows). */
  extraFields?: () => Array<[string, string]>
}) {
  const fetcher = useFetcher<StepAnswer<State>>()
  const pageAnswer = useActionData() as StepAnswer<State> | undefined
  const answer = fetcher.data ?? pageAnswer ?? null
  const state = answer?.state ?? initial
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef(state.step)
  const key = useRef('')
  const lastSent = useRef('')
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    // A page the browser posted itself (before or without the scripts) lands where an enhanced post would.
    if (pageAnswer) (Object.keys(pageAnswer.state.errors).length > 0 ? summaryRef : headingRef).current?.focus()
    // Once, on the page as it came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    setEdited(new Set())
    if (!fetcher.data) return
    // A screen reader hears where the shopper now is: the new step's heading, or what is wrong with this one.
    if (fetcher.data.state.step !== shownStep.current) headingRef.current?.focus()
    else if (Object.keys(fetcher.data.state.errors).length > 0) requestAnimationFrame(() => summaryRef.current?.focus())
    shownStep.current = fetcher.data.state.step
  }, [fetcher.data])

  const busy = fetcher.state !== 'idle'
  const pressed = busy ? String(fetcher.formData?.get('intent') ?? '') : null
  /** Posts the form, as the button named `intent` would. */
  const send = (form: HTMLFormElement, intent: string) => {
    const body = new FormData(form)
    body.set('intent', intent)
    // A second press of the same form on its way sends nothing more. Any other post supersedes it: each carries the
    // whole journey.
    const content = new URLSearchParams([...body].map(([name, value]) => [name, String(value)])).toString()
    if (busy && content === lastSent.current) return
    lastSent.current = content
    key.current ||= newKey()
    body.set(IDEMPOTENCY_FIELD, key.current)
    for (const [name, value] of extraFields?.() ?? []) body.append(name, value)
    fetcher.submit(body, { method: 'post', action })
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    send(event.currentTarget, submitter instanceof HTMLButtonElement && submitter.name === 'intent' ? submitter.value : 'next')
  }
  const errors: FieldErrors = Object.fromEntries(Object.entries(state.errors).filter(([name]) => !edited.has(name)))
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (name && errors[name]) setEdited(new Set(edited).add(name))
  }

  return {
    state,
    /** The action's whole answer (a journey's own figures ride with it), or null before the first post. */
    answer,
    errors,
    /** The form's own message (the action's, when it named no field of the step). */
    formError: answer?.error ?? null,
    announcement: answer?.announcement ?? '',
    busy,
    /** The intent of the post on its way, for its button's pending text. */
    pressed,
    /** Spread onto each step's <form>. */
    formProps: { method: 'post' as const, action: `${action}#${anchor}`, noValidate: true, onSubmit, onInput, 'aria-busy': busy },
    /** Posts the form as if `intent`'s button were pressed (a choice that changes the step's own fields). */
    send,
    headingRef,
    summaryRef,
  }
}

/** The answers of the steps not on screen, carried in hidden fields. */
export function CarriedFields({ fields }: { fields: ReadonlyArray<readonly [string, string]> }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/**
 * A step's buttons: its own first (Enter in a field presses the first), then Back. `pending` is the pressed button's
 * text while its post is on its way.
 */
export function StepButtons({
  label,
  pendingLabel,
  busy,
  back = true,
  intent = 'next',
}: {
  label: string
  pendingLabel?: string
  busy: boolean
  back?: boolean
  intent?: string
}) {
  return (
    <div className="lead-form__actions lead-form__actions--steps">
      <button type="submit" name="intent" value={intent} className="button button--primary" aria-disabled={busy || undefined}>
        {busy && pendingLabel ? pendingLabel : label}
      </button>
      {back ? (
        <button type="submit" name="intent" value="back" className="button" aria-disabled={busy || undefined}>
          Back
        </button>
      ) : null}
    </div>
  )
}

/**
 * A journey's step list (the current step marked for screen readers, the ones before it "done") and the current step's
 * heading, which the form focuses as the shopper moves on (styles: `.form-steps` in lead-forms.css).
 */
export function FormSteps({
  label,
  steps,
  step,
  headingId,
  headingClassName,
  headingRef,
}: {
  label: string
  steps: readonly string[]
  step: number
  headingId: string
  headingClassName: string
  headingRef: React.Ref<HTMLHeadingElement>
}) {
  return (
    <>
      <ol className="form-steps" aria-label={label}>
        {steps.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className={index < step ? 'form-steps__step--done' : undefined}>
            <span className="form-steps__number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {name}
            {index < step ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <h3 className={headingClassName} id={headingId} ref={headingRef} tabIndex={-1}>
        {steps[step]}
        <span className="visually-hidden">
          {' '}
          (step {step + 1} of {steps.length})
        </span>
      </h3>
    </>
  )
}

/** The live region a journey's answers speak in (what was found, the valuation). */
export function StepAnnouncement({ children }: { children: ReactNode }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {children}
    </p>
  )
}
