import { useId, useState } from 'react'
import { commentParagraphs, DEALER_COMMENTS_COLLAPSED_LENGTH, DEALER_COMMENTS_PENDING, truncateText } from '@dealer/stock/text'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * The dealer's comments (spec 000 §4, spec 001 §4): paragraphs split on "|", collapsed to 400 characters with more/less.
 * One root element, as lazily hydrated code needs (near-viewport.tsx).
 */
export function DealerComments({ comments }: { comments: string | null }) {
  const [expanded, setExpanded] = useState(false)
  const textId = useId()
  const paragraphs = commentParagraphs(comments)
  if (paragraphs.length === 0) return <p>{DEALER_COMMENTS_PENDING}</p>
  const whole = paragraphs.join('\n')
  const short = truncateText(whole, DEALER_COMMENTS_COLLAPSED_LENGTH)
  const shown = expanded || !short.truncated ? paragraphs : short.text.split('\n')
  return (
    <div className="lazy-root">
      <div id={textId} className="dealer-comments">
        {shown.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {short.truncated ? (
        <ScriptButton className="button button--link" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Read less' : 'Read more'}
        </ScriptButton>
      ) : null}
    </div>
  )
}
