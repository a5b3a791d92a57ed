import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form, useNavigation, useSubmit } from 'react-router'
import { displayAuMobile } from '../../ui/forms/contact-fields'
import { readCode, readMobile, TOO_MANY_ATTEMPTS, UNKNOWN_ERROR, type SignInActionData, type SignInState } from './sign-in-form'
import type { SignInType } from './sign-in-gate'

/** What the shopper signs in for, in the page's opening line. */
const PURPOSES: Record<SignInType, string> = {
  'trade-in': 'to value your trade-in',
  checkout: 'to reserve your car',
  finance: 'to continue with finance',
  'car-finance': 'to apply for finance on this car',
  'spin-to-win': 'to spin to win',
  'online-payment': 'to make a payment',
  'my-garage': 'to open your garage: your saved cars, enquiries and details',
  watchlist: 'to save cars to your watchlist',
}

export interface SignInPageProps {
  type: SignInType | null
  redirect: string
  back: string
  actionData: SignInActionData | undefined
}

/**
 * Sign-in by SMS code (spec 001 §4): the mobile number, then the 6-digit code. Plain forms posting to the page's action,
 * so it works before (or without) JavaScript; with it, the number is checked and the send allowance asked first
 * (POST /api/rate-limit), and nothing is sent when it's spent.
 */
export function SignInPage({ type, redirect, back, actionData }: SignInPageProps) {
  const navigation = useNavigation()
  const submit = useSubmit()
  const [clientError, setClientError] = useState<{ phone?: string; code?: string; form?: string } | null>(null)
  const [checking, setChecking] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)
  // A new answer from the action replaces what the browser found wrong before.
  useEffect(() => setClientError(null), [actionData])

  const submittingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
  // Verified: the action redirected, and the browser is on its way to the page asked for.
  const verified = navigation.state === 'loading' && submittingIntent === 'verify' && navigation.location.pathname !== '/sign-in'
  const state: SignInState = verified ? 'verificationSubmitted' : (actionData?.state ?? 'default')
  const busy = checking || navigation.state !== 'idle'
  const phoneError = clientError?.phone ?? (clientError ? undefined : actionData?.phoneError)
  const codeError = clientError?.code ?? (clientError ? undefined : actionData?.codeError)
  const formError = clientError?.form ?? (clientError ? undefined : actionData?.error)
  const resendWait = useCountdown(actionData?.state === 'verificationSent' ? actionData : undefined)

  useEffect(() => {
    if (state === 'verificationSent' && !actionData?.error) codeRef.current?.focus()
  }, [state, actionData])
  useEffect(() => {
    if (formError) errorRef.current?.focus()
  }, [formError])

  /** Checks the number, then asks whether a code may be sent; only then posts the form. */
  async function sendWhenAllowed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const mobile = readMobile(new FormData(form).get('phone'))
    if ('problem' in mobile) {
      setClientError({ phone: mobile.problem })
      return
    }
    setChecking(true)
    try {
      const response = await fetch('/api/rate-limit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: mobile.mobile }),
      })
      const answer = (await response.json()) as { ok?: boolean }
      if (!answer.ok) {
        setClientError({ form: TOO_MANY_ATTEMPTS })
        return
      }
    } catch {
      setClientError({ form: UNKNOWN_ERROR })
      return
    } finally {
      setChecking(false)
    }
    setClientError(null)
    await submit(form)
  }

  function verifyWhenComplete(event: FormEvent<HTMLFormElement>) {
    const code = readCode(new FormData(event.currentTarget).get('code'))
    if ('problem' in code) {
      event.preventDefault()
      setClientError({ code: code.problem })
      codeRef.current?.focus()
    }
  }

  const phone = actionData?.phone ?? ''
  const startOver = `/sign-in?${new URLSearchParams({ ...(type ? { type } : {}), redirect, back })}`
  return (
    <section className="account-page sign-in" aria-labelledby="sign-in-title" data-sign-in-state={state}>
      <title>Sign in</title>
      <meta name="robots" content="noindex" />
      <h1 id="sign-in-title">Sign in</h1>
      <p>Sign in with your mobile number{type ? ` ${PURPOSES[type]}` : ''}. We’ll text you a 6-digit code; there’s no password.</p>
      {formError ? (
        <p className="lead-form__alert" role="alert" tabIndex={-1} ref={errorRef}>
          {formError}
        </p>
      ) : null}

      {state === 'verificationSubmitted' ? (
        <p role="status">You’re signed in. Taking you back…</p>
      ) : state === 'verificationSent' ? (
        <>
          <p role="status">
            {actionData?.notice ? `${actionData.notice} ` : 'We’ve sent a 6-digit code to '}
            <strong>{displayAuMobile(phone)}</strong>. A code is valid for 10 minutes.
          </p>
          <Form method="post" className="lead-form" noValidate onSubmit={verifyWhenComplete}>
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="phone" value={phone} />
            <div className="lead-form__field">
              <label htmlFor="sign-in-code">Verification code</label>
              <input
                ref={codeRef}
                id="sign-in-code"
                name="code"
                type="text"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? 'sign-in-code-error' : 'sign-in-code-hint'}
              />
              {codeError ? (
                <span className="lead-form__error" id="sign-in-code-error">
                  {codeError}
                </span>
              ) : (
                <span className="lead-form__hint" id="sign-in-code-hint">
                  The 6 digits in the text message.
                </span>
              )}
            </div>
            <button type="submit" className="button button--primary lead-form__submit" disabled={busy}>
              {submittingIntent === 'verify' ? 'Checking…' : 'Verify and sign in'}
            </button>
          </Form>
          <Form method="post" className="sign-in__resend" onSubmit={sendWhenAllowed}>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="phone" value={phone} />
            <button type="submit" className="link-button" disabled={busy || resendWait > 0} aria-describedby="sign-in-resend-wait">
              Send a new code
            </button>{' '}
            <span id="sign-in-resend-wait" className="lead-form__hint">
              {resendWait > 0 ? `You can ask for a new code in ${resendWait} seconds.` : 'Didn’t get it? You can ask for a new one.'}
            </span>
          </Form>
          <p>
            <a href={startOver}>Use a different number</a>
          </p>
        </>
      ) : (
        <Form method="post" className="lead-form" noValidate onSubmit={sendWhenAllowed}>
          <input type="hidden" name="intent" value="send" />
          <div className="lead-form__field">
            <label htmlFor="sign-in-phone">Mobile number</label>
            <input
              id="sign-in-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              defaultValue={phone ? displayAuMobile(phone) : undefined}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'sign-in-phone-error' : 'sign-in-phone-hint'}
            />
            {phoneError ? (
              <span className="lead-form__error" id="sign-in-phone-error">
                {phoneError}
              </span>
            ) : (
              <span className="lead-form__hint" id="sign-in-phone-hint">
                An Australian mobile, e.g. 0412 345 678.
              </span>
            )}
          </div>
          <button type="submit" className="button button--primary lead-form__submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </button>
        </Form>
      )}
      <p className="sign-in__back">
        <a href={back}>Back</a>
      </p>
    </section>
  )
}

/**
 * Seconds until a new code may be asked for, counting down once the page runs in the browser. Rendered on the server
 * it is 0: without JavaScript the button stays usable, and a press too soon is answered by the server.
 */
function useCountdown(sent: SignInActionData | undefined): number {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (!sent?.resendInSeconds) {
      setLeft(0)
      return
    }
    const until = Date.now() + sent.resendInSeconds * 1000
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [sent])
  return left
}
