// The enquiry forms' captcha (issue 48; spec 001 §3 "captcha (shown by default)"): ALTCHA's self-hosted proof of work,
// on when the site's Site settings → Forms → captcha is. The widget is loaded when the shopper first focuses or presses
// in the form, solves by itself (a second or so, in a worker), and puts its solution in the form's hidden `altcha`
// field, so the plain HTML post and the enhanced one both carry it. Without JavaScript there is nothing to solve: the
// form is sent without it, and the server takes it within a small allowance (features/leads/lead-captcha.server.ts).
import { useEffect, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { AltchaWidgetElement } from 'altcha/types/generic'
// The widget's element in JSX (types only: nothing of the widget is loaded with the form).
import type {} from 'altcha/types/react'

/** Where the widget fetches its challenges (routes/api.captcha-challenge.ts). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha-challenge'

/** What the root route's loader says about the site's captcha (root.tsx: `captcha`, from lead-settings.ts). */
function useCaptchaOn(): boolean {
  const root = useRouteLoaderData('root') as { captcha?: boolean } | undefined
  return root?.captcha === true
}

const load = () => import('./captcha-widget.client')

type WidgetState = ReturnType<AltchaWidgetElement['getState']>

/** The widget, once its script has defined it and it has mounted. */
async function widgetIn(container: HTMLElement): Promise<AltchaWidgetElement | null> {
  await load()
  await customElements.whenDefined('altcha-widget')
  const widget = container.querySelector('altcha-widget')
  if (!widget) return null
  // Its methods answer once it has mounted (a moment after its definition upgrades it).
  for (let tries = 0; tries < 80; tries++) {
    try {
      if (typeof widget.getState() === 'string') return widget
    } catch {
      // Not mounted yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return null
}

/** Solves, or waits for the solve under way: true once the widget holds a solution. */
function solved(widget: AltchaWidgetElement): Promise<boolean> {
  const state = widget.getState() as string
  if (state === 'verified') return Promise.resolve(true)
  return new Promise((resolve) => {
    const onChange = (event: Event) => {
      const next = (event as CustomEvent<{ state: WidgetState }>).detail?.state as string | undefined
      if (next === 'verified' || next === 'error' || next === 'expired') {
        widget.removeEventListener('statechange', onChange)
        resolve(next === 'verified')
      }
    }
    widget.addEventListener('statechange', onChange)
    if (state !== 'verifying') void widget.verify().catch(() => resolve(false))
  })
}

/**
 * The widget in its form, when `enabled` (the site's setting, from the root route unless given). Every submission
 * carries a fresh solution: one not ready yet (or already sent once, since a solution is good once) holds the
 * submission until the widget has solved again; if it can't, the form is sent without one, as without JavaScript.
 */
export function CaptchaField({ enabled }: { enabled?: boolean }) {
  const siteSetting = useCaptchaOn()
  const on = enabled ?? siteSetting
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const form = container.current?.closest('form')
    if (!on || !form || !container.current) return
    const box = container.current
    let widget: Promise<AltchaWidgetElement | null> | null = null
    let used = false
    let passThrough = false
    let holding = false
    const ready = () => (widget ??= widgetIn(box).catch(() => null))
    const start = () => {
      void ready().then((loaded) => {
        if (loaded && (loaded.getState() as string) === 'unverified') void solved(loaded)
      })
    }
    const solution = () => (form.elements.namedItem('altcha') as HTMLInputElement | null)?.value ?? ''

    // In the capture phase, registered before the widget's own and the form's handler: a submission without a fresh
    // solution stops here (stopImmediatePropagation) and is sent again once there is one.
    const onSubmit = (event: SubmitEvent) => {
      if (passThrough || (solution() && !used)) {
        passThrough = false
        used = true
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      if (holding) return
      holding = true
      const submitter = event.submitter
      void ready()
        .then(async (loaded) => {
          if (loaded && used) loaded.reset()
          if (loaded) await solved(loaded)
        })
        .catch(() => undefined)
        .finally(() => {
          holding = false
          passThrough = true
          form.requestSubmit(submitter instanceof HTMLElement && submitter.closest('form') === form ? submitter : null)
        })
    }
    form.addEventListener('focusin', start, { once: true })
    form.addEventListener('pointerdown', start, { once: true })
    form.addEventListener('submit', onSubmit, { capture: true })
    return () => {
      form.removeEventListener('focusin', start)
      form.removeEventListener('pointerdown', start)
      form.removeEventListener('submit', onSubmit, { capture: true })
    }
  }, [on])

  if (!on) return null
  return (
    <div className="lead-form__captcha" ref={container}>
      <altcha-widget
        name="altcha"
        challenge={CAPTCHA_CHALLENGE_PATH}
        auto="onfocus"
        type="checkbox"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        suppressHydrationWarning
      />
    </div>
  )
}
