import type { ReactNode } from 'react'

/** The helpful 404 body: says what went wrong and offers the ways on. */
export function NotFoundMessage({ heading = 'We couldn’t find that page', children }: { heading?: string; children?: ReactNode }) {
  return (
    <section className="error-page">
      <title>{`${heading}`}</title>
      <h1>{heading}</h1>
      {children ?? <p>It may have moved or no longer exist.</p>}
      <p>
        <a className="button button--primary" href="/search/new-used-and-demo-cars">
          Browse all cars
        </a>{' '}
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  )
}
