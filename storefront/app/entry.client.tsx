// React Router's browser entry, as its default but for one wait. The browser runs Preact's React compatibility layer
// (docs/decisions/040-preact-in-the-browser.md). React Router's first render suspends, by throwing a promise, while it
// decodes the server's state; React lets a root suspend in a transition, Preact throws the promise back to the caller.
// The server's HTML is untouched by then, so hydration starts again once the state is decoded.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { renderDocumentMetadataAsReactDoes } from './preact-document.client'

renderDocumentMetadataAsReactDoes()

function hydrate(): void {
  try {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown
    // Hydration in a task of its own, after the one that decoded the state: one long task would block input longer.
    void thrown.then(() => setTimeout(hydrate))
  }
}

hydrate()
