import { formatCents } from '@dealer/stock/format'
import { Form } from 'react-router'
import type { TestPaymentView } from './test-payment.server'

/**
 * The payment simulator's hosted page: it says plainly that it is the simulator and no money moves, shows the deposit
 * and the car, and offers the three outcomes a real checkout has (paid, declined, abandoned).
 */
export function TestPaymentPage({ checkout, problem }: { checkout: TestPaymentView | null; problem: string | null }) {
  return (
    <div className="success-page">
      <h1 className="page-heading">Test payment</h1>
      <div className="success-page__body">
        <p role="note">
          <strong>This is the payment simulator.</strong> No card is needed and no money is taken.
        </p>
        {problem ? <p role="alert">{problem}</p> : null}
        {checkout ? (
          <Form method="post" reloadDocument aria-label="Test payment">
            <input type="hidden" name="checkout" value={checkout.token} />
            <dl>
              <dt>Deposit</dt>
              <dd>{formatCents(checkout.amountCents / 100)}</dd>
              <dt>Car</dt>
              <dd>{checkout.carTitle}</dd>
            </dl>
            <p>
              <button type="submit" className="button button--primary" name="outcome" value="success">
                Pay
              </button>{' '}
              <button type="submit" className="button" name="outcome" value="decline">
                Decline
              </button>{' '}
              <button type="submit" className="button" name="outcome" value="abandon">
                Cancel and go back
              </button>
            </p>
          </Form>
        ) : null}
      </div>
    </div>
  )
}
