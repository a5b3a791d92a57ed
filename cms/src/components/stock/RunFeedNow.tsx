'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/** On a saved feed source: read it now, whatever its schedule, and open the run's page. */
export function RunFeedNow() {
  const { id } = useDocumentInfo()
  const [message, setMessage] = useState<string | null>(null)
  const [runId, setRunId] = useState<number | null>(null)
  if (!id) return null

  const run = async () => {
    setMessage('Starting…')
    const response = await fetch(`/api/stock-feeds/${id}/run`, { method: 'POST', credentials: 'include' })
    const answer = (await response.json().catch(() => ({}))) as { id?: number; message?: string }
    if (!response.ok || !answer.id) return setMessage(answer.message ?? `That failed (${response.status}).`)
    setRunId(answer.id)
    setMessage('Queued: the import starts within seconds.')
  }

  return (
    <div style={{ margin: '0 0 1.5rem', display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button buttonStyle="secondary" size="medium" onClick={() => void run()}>
        Run now
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {message}
        {runId ? (
          <>
            {' '}
            <a href={`/admin/collections/stock-imports/${runId}`}>Open the import run</a>
          </>
        ) : null}
      </p>
    </div>
  )
}
