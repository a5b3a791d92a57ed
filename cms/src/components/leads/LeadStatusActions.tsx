'use client'
import { Button, useDocumentInfo, useForm, useFormFields, useFormProcessing } from '@payloadcms/ui'
import { useState } from 'react'
import { waitingOf } from '../../leads/inbox/waiting'
import { WaitingBadge } from './WaitingBadge'

const STATUS_LABELS: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' }

/**
 * A lead's status with its two next steps, "Mark contacted" and "Close lead". A button saves the lead through the
 * document's own form (Payload's PATCH, its cookies and checks), so notes typed first are saved with it, and the Status
 * field below, the first-contact time and the toast follow as after Save.
 */
export function LeadStatusActions({ createdAt, targetMinutes, renderedAt }: { createdAt: string | null; targetMinutes: number; renderedAt: string }) {
  const { submit } = useForm()
  const processing = useFormProcessing()
  const { docPermissions } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const [saving, setSaving] = useState<string | null>(null)
  const canUpdate = Boolean(docPermissions?.update)
  const waiting = waitingOf({ status, createdAt }, targetMinutes, new Date(renderedAt))

  const moveTo = async (next: 'contacted' | 'closed') => {
    setSaving(next)
    try {
      await submit({ overrides: { status: next } })
    } finally {
      setSaving(null)
    }
  }

  return (
    <div className="lead-status" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      <p role="status" style={{ margin: 0, fontSize: '1.1rem' }}>
        Status: <strong>{STATUS_LABELS[status ?? ''] ?? 'Not set'}</strong>
        {saving ? ` (saving “${STATUS_LABELS[saving]}”…)` : ''}
      </p>
      {waiting ? (
        <p style={{ margin: 0 }}>
          Waiting: <WaitingBadge waiting={waiting} />
        </p>
      ) : null}
      {canUpdate ? (
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          {status === 'new' ? (
            <Button buttonStyle="primary" size="medium" margin={false} disabled={processing} onClick={() => void moveTo('contacted')}>
              Mark contacted
            </Button>
          ) : null}
          {status !== 'closed' ? (
            <Button buttonStyle="secondary" size="medium" margin={false} disabled={processing} onClick={() => void moveTo('closed')}>
              Close lead
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
