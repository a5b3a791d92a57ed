import { Form, Link, useNavigation } from 'react-router'
import type { StopAlertsView } from './stop-alerts.server'

/** The words of each kind of alert: a saved car's price drops, a saved search's new cars. */
const WORDS = {
  'price-drop': {
    heading: 'Price alerts',
    on: (name: string) => `You get a text message when the price of the ${name} you saved goes down.`,
    button: (name: string) => `Stop price alerts for ${name}`,
    stopped: 'Price alerts stopped.',
    already: 'Price alerts are already off.',
    after: (name: string) => `You will get no more price alerts for the ${name}.`,
  },
  'new-stock': {
    heading: 'New car alerts',
    on: (name: string) => `You get a message when new cars match your saved search “${name}”.`,
    button: (name: string) => `Stop alerts for “${name}”`,
    stopped: 'New car alerts stopped.',
    already: 'New car alerts are already off.',
    after: (name: string) => `You will get no more alerts for “${name}”. You can turn them on again in My garage.`,
  },
} as const

/** /alerts/stop: one button that stops a saved car's or saved search's alerts, or what became of them. */
export function StopAlertsPage({ view }: { view: StopAlertsView }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const words = view.state === 'refused' ? null : WORDS[view.kind]
  return (
    <div className="success-page">
      <h1 className="page-heading">{words?.heading ?? 'Alerts'}</h1>
      <div className="success-page__body">
        {view.state === 'on' ? (
          <>
            <p>{WORDS[view.kind].on(view.name)}</p>
            <Form method="post">
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className="button button--primary" disabled={busy}>
                {WORDS[view.kind].button(view.name)}
              </button>
            </Form>
          </>
        ) : view.state === 'off' ? (
          <p role="status">{`${view.stoppedNow ? WORDS[view.kind].stopped : WORDS[view.kind].already} ${WORDS[view.kind].after(view.name)}`}</p>
        ) : (
          <p role="alert">{view.message}</p>
        )}
        <p>
          <Link className="button" to="/">
            Home
          </Link>
        </p>
      </div>
    </div>
  )
}
