import { recordedLinkPath } from './recorded-links'

/**
 * The vehicle page's Print (spec 001 §2): the car's printable page in a new tab, through the server, which records
 * event 61 (spec 001 §7) on the way: a plain link, so the press counts before and without JavaScript.
 */
export function PrintLink({ slug }: { slug: string }) {
  return (
    <a className="button button--small" href={recordedLinkPath(slug, 'print')} target="_blank" rel="noopener nofollow">
      Print<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
