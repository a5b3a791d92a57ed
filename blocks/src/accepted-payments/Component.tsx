import type { AcceptedPaymentsBlock } from '@dealer/cms-contract'
import { useId, type ReactNode } from 'react'
import { PAYMENT_METHODS, type PaymentMethod } from './methods'

/** Spec 001 §9: the payment methods the dealer takes, in a fixed order, each a small mark named for screen readers. */
export function AcceptedPaymentsBlockView({ block }: { block: AcceptedPaymentsBlock; data: null }) {
  const headingId = useId()
  const methods = PAYMENT_METHODS.filter((method) => block.methods.includes(method.value))
  if (methods.length === 0) return null
  return (
    <section className="block-accepted-payments" aria-labelledby={headingId}>
      <h2 id={headingId} className="block-accepted-payments__heading">
        {block.heading}
      </h2>
      <ul className="block-accepted-payments__list">
        {methods.map((method) => (
          <li key={method.value} className="block-accepted-payments__method">
            <PaymentMark method={method.value} label={method.label} />
          </li>
        ))}
      </ul>
    </section>
  )
}

const WORDMARK_FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif"

/** Two overlapping circles (centres 8 apart, radius 9) and the lens where they overlap. */
function Circles({ left, right, overlap }: { left: string; right: string; overlap: string }) {
  return (
    <>
      <circle cx="20" cy="16" r="9" fill={left} />
      <circle cx="28" cy="16" r="9" fill={right} />
      <path d="M24 7.94A9 9 0 0 1 24 24.06A9 9 0 0 1 24 7.94Z" fill={overlap} />
    </>
  )
}

/** Simple drawings in the spirit of each scheme's mark (colours and shapes only, no copied artwork). */
const MARKS: Record<PaymentMethod, ReactNode> = {
  mastercard: <Circles left="#eb001b" right="#f79e1b" overlap="#ff5f00" />,
  maestro: <Circles left="#eb001b" right="#0099df" overlap="#6c6bbd" />,
  visa: (
    <text x="24" y="20.5" textAnchor="middle" fontFamily={WORDMARK_FONT} fontSize="14" fontWeight="800" fontStyle="italic" letterSpacing="0.5" fill="#1a1f71">
      VISA
    </text>
  ),
  'google-pay': (
    <text x="24" y="20.5" textAnchor="middle" fontFamily={WORDMARK_FONT} fontSize="12.5" fontWeight="600" fill="#3c4043">
      <tspan fill="#4285f4" fontWeight="700">
        G
      </tspan>
      <tspan dx="2.5">Pay</tspan>
    </text>
  ),
  'apple-pay': (
    <g transform="translate(-2.5 0)">
      <path
        d="M14.3 12.6c.9 0 1.7.5 2.3.5.6 0 1.5-.6 2.6-.5.5 0 1.8.2 2.6 1.4-1.6 1-1.4 3.5.3 4.2-.4 1.2-1.4 3.2-2.5 3.2-.8 0-1.1-.5-2.1-.5s-1.4.5-2.1.5c-1.2 0-3-2.6-3-5.2 0-2.3 1.5-3.6 2.9-3.6Z"
        fill="#000"
      />
      <path d="M18.6 9.3c.1 1.1-.8 2.4-2.1 2.5-.1-1.2.9-2.3 2.1-2.5Z" fill="#000" />
      <text x="23.5" y="20.5" fontFamily={WORDMARK_FONT} fontSize="11.5" fontWeight="600" fill="#000">
        Pay
      </text>
    </g>
  ),
}

/** The mark is one picture named by the method: its drawn wordmarks ("VISA", "G Pay") aren't read out as text. */
function PaymentMark({ method, label }: { method: PaymentMethod; label: string }) {
  return (
    <svg
      className={`block-accepted-payments__mark block-accepted-payments__mark--${method}`}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#c4c9d0" />
      {MARKS[method]}
    </svg>
  )
}
