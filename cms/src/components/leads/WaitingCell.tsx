import type { DefaultServerCellComponentProps } from 'payload'
import { responseTargetOnce } from '../../leads/inbox/response-target'
import { waitingOf } from '../../leads/inbox/waiting'
import { tenantIdOf } from '../../lib/tenant-id'
import { WaitingBadge } from './WaitingBadge'

/** The inbox's Waiting column: only for New leads, against their site's response target. */
export async function WaitingCell({ rowData, payload }: DefaultServerCellComponentProps) {
  if (rowData.status !== 'new') return null
  const target = await responseTargetOnce(payload, tenantIdOf(rowData as { tenant?: number | { id: number } | null }))
  const waiting = waitingOf(rowData as { status?: string; createdAt?: string }, target, new Date())
  return waiting ? <WaitingBadge waiting={waiting} /> : null
}
