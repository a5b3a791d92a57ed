import { recordedLinkPath } from './recorded-links'

/**
 * Spec 001 §4: the History Report button, only for a car with a report file. It opens the report through the server,
 * which records event 60 (spec 001 §7) on the way: a plain link, so the press counts before and without JavaScript.
 */
export function HistoryReportLink({ slug }: { slug: string }) {
  return (
    <a className="button history-report-link" href={recordedLinkPath(slug, 'history-report')} target="_blank" rel="noopener noreferrer nofollow">
      History Report<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
