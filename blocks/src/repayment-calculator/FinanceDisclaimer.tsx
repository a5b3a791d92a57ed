import { DISCLAIMER_COLLAPSED_LENGTH } from '@dealer/stock/repayment'
import { truncateText } from '@dealer/stock/text'
import { useId, useState } from 'react'
import { ScriptButton } from '../ui/ScriptButton'

/**
 * A calculator's finance disclaimer (spec 001 §4): expanded at first; Show Less cuts it at 197 characters and Show
 * More brings the rest back. A short disclaimer has no toggle. It is the page's #financeDisclaimer anchor.
 */
export function FinanceDisclaimer({ text, className }: { text: string; className: string }) {
  const id = useId()
  const [open, setOpen] = useState(true)
  const cut = truncateText(text, DISCLAIMER_COLLAPSED_LENGTH)
  const expanded = open || !cut.truncated
  return (
    <div className={className} id="financeDisclaimer">
      <p id={id}>{expanded ? text : cut.text}</p>
      {cut.truncated ? (
        <ScriptButton className="button button--link" aria-expanded={expanded} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          {expanded ? 'Show Less' : 'Show More'}
        </ScriptButton>
      ) : null}
    </div>
  )
}
