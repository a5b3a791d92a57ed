import { createContext, useContext, useState } from 'react'

/** The request's id, given by the server's entry (entry.server.tsx) while it renders a page; none in the browser. */
export const RequestIdContext = createContext<string | undefined>(undefined)

const REFERENCE_ELEMENT_ID = 'request-reference'

/**
 * The error page's reference: the id of the request that failed, as the logs name it, so a shopper who quotes it to the
 * dealership leads straight to the log line. The browser keeps what the server wrote (it has no id of its own).
 */
export function RequestReference() {
  const fromServer = useContext(RequestIdContext)
  const [requestId] = useState(() => fromServer ?? (typeof document === 'undefined' ? undefined : document.getElementById(REFERENCE_ELEMENT_ID)?.textContent))
  if (!requestId) return null
  return (
    <p className="error-page__reference">
      Reference: <code id={REFERENCE_ELEMENT_ID}>{requestId}</code>
    </p>
  )
}
