import { sendBrowserEvent } from '../analytics/browser-events'

/** Spec 001 §4: the History Report button, only for a car with a report file; opening it records event 60 (spec 001 §7). */
export function HistoryReportLink({ file, carId }: { file: string; carId: string }) {
  return (
    <a
      className="button history-report-link"
      href={file}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => sendBrowserEvent('history-report-opened', carId)}
    >
      History Report<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
