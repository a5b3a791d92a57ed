import type { Waiting } from '../../leads/inbox/waiting'

/**
 * How long a New lead has waited. Over the site's target it says so in words ("Over the 1 h target") as well as in
 * a tinted box with a bar, so the highlight doesn't rest on colour alone.
 */
export function WaitingBadge({ waiting }: { waiting: Waiting }) {
  if (!waiting.overTarget)
    return (
      <span>
        {waiting.text}
        <span className="lead-waiting__target" style={{ display: 'block', fontSize: '0.85em' }}>
          {waiting.targetText}
        </span>
      </span>
    )
  return (
    <span
      className="lead-waiting lead-waiting--over"
      style={{
        display: 'inline-block',
        padding: '0.125rem 0.5rem',
        borderInlineStart: '4px solid var(--theme-error-500)',
        background: 'var(--theme-error-100)',
        color: 'var(--theme-text)',
        fontWeight: 600,
        borderRadius: 3,
      }}
    >
      {waiting.text}
      <span style={{ display: 'block', fontSize: '0.85em' }}>{waiting.targetText}</span>
    </span>
  )
}
