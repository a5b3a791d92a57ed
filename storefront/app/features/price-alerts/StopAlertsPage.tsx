import { Form, Link, useNavigation } from 'react-router'
import type { StopAlertsView } from './stop-alerts.server'

/** /price-alerts/stop: one button that stops a saved car's price-drop alerts, or what became of them. */
export function StopAlertsPage({ view }: { view: StopAlertsView }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="success-page">
      <h1 className="page-heading">Price alerts</h1>
      <div className="success-page__body">
        {view.state === 'on' ? (
          <>
            <p>{`You get a text message when the price of the ${view.carName} you saved goes down.`}</p>
            <Form method="post">
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className="button button--primary" disabled={busy}>
                {`Stop price alerts for ${view.carName}`}
              </button>
            </Form>
          </>
        ) : view.state === 'off' ? (
          <p role="status">
            {`${view.stoppedNow ? 'Price alerts stopped.' : 'Price alerts are already off.'} You will get no more price alerts for the ${view.carName}.`}
          </p>
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
