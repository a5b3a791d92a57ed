import type { LenderPageAnswer } from '@dealer/cms-contract/finance-applications'
import { formatPrice } from '@dealer/stock/format'
import { Link } from 'react-router'

/**
 * /finance/lender?application=…: the broker simulator's stand-in for a lender's own application page, where the
 * simulator sends a shopper after "Apply to lender". It says plainly that it is the simulator, and shows only what
 * the shopper just sent: their first name, the amount and the term.
 */
export function LenderPage({ application }: { application: LenderPageAnswer | null }) {
  return (
    <div className="success-page">
      <h1 className="page-heading">Your finance application</h1>
      <div className="success-page__body">
        <p role="note">
          <strong>This is the broker simulator.</strong> A real finance broker would now show its own application page. Nothing has been sent to a
          lender.
        </p>
        {application ? (
          <p>
            {`Thanks, ${application.firstName}. Your application for ${formatPrice(application.purchasePrice)} over ${application.loanTerm} ${
              application.loanTerm === 1 ? 'year' : 'years'
            } has been received.`}
          </p>
        ) : (
          <p role="alert">We couldn’t find that application. Please apply again from our finance page.</p>
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
