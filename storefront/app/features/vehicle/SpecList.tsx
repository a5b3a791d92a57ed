import { useId, useState } from 'react'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * Labelled values with the first `initial` shown and a Show More / Show Less toggle for the rest (spec 000 §2: key
 * information shows 4, the specifications 8). The rest stay in the page, hidden, so search engines read them all. One
 * root element, as lazily hydrated code needs (near-viewport.tsx).
 */
export function SpecList({ items, initial, className }: { items: Array<{ label: string; value: string }>; initial: number; className: string }) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return (
    <div className="lazy-root">
      <dl id={listId} className={`spec-list ${className}`}>
        {items.map((item, index) => (
          <div key={item.label} hidden={!expanded && index >= initial}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {items.length > initial ? (
        <ScriptButton className="button button--link" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show Less' : 'Show More'}
        </ScriptButton>
      ) : null}
    </div>
  )
}
