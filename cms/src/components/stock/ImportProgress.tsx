'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

interface Run {
  id: number
  state: string
  rowsTotal?: number | null
  rowsChecked?: number | null
  photosTotal?: number | null
  photosCopied?: number | null
  added?: number | null
  updated?: number | null
  removed?: number | null
  sold?: number | null
  rejected?: number | null
  listed?: number | null
  heldReason?: string | null
  failure?: string | null
  priceChanges?: Array<{ stocknum: string; name: string; from: number; to: number }> | null
  rejectedRows?: Array<{ text: string }> | null
  photoProblems?: Array<{ stocknum: string; url: string; problem: string }> | null
}

const RUNNING = ['queued', 'fetching', 'checking', 'applying']
const WAITING = ['checked', 'held']
const STATE_TEXT: Record<string, string> = {
  queued: 'Waiting to start…',
  fetching: 'Fetching the feed…',
  checking: 'Checking rows, then copying new photos…',
  checked: 'Checked. Nothing has changed on your website yet: apply or cancel.',
  held: 'Held for your approval.',
  applying: 'Applying to your website…',
  done: 'Done: your website shows this stock.',
  failed: 'Failed. Your website’s stock was left as it was.',
  cancelled: 'Cancelled. Your website’s stock was left as it was.',
}
const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/**
 * An import run's page: its progress bar (rows checked of rows) while it runs, read live from the CMS every second;
 * the counts, price changes and rejected rows once checked; Apply and Cancel while it waits for a person.
 */
export function ImportProgress() {
  const { id } = useDocumentInfo()
  const [run, setRun] = useState<Run | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  const load = useCallback(async () => {
    if (!id) return
    const response = await fetch(`/api/stock-imports/${id}?depth=0`, { credentials: 'include' })
    if (response.ok) setRun((await response.json()) as Run)
  }, [id])

  useEffect(() => {
    void load()
  }, [load])
  useEffect(() => {
    if (!run || !RUNNING.includes(run.state)) return
    const timer = setTimeout(() => void load(), 1000)
    return () => clearTimeout(timer)
  }, [run, load])

  const act = async (action: 'apply' | 'cancel') => {
    setMessage(null)
    const response = await fetch(`/api/stock-imports/${id}/${action}`, { method: 'POST', credentials: 'include' })
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    if (!response.ok) setMessage(answer.message ?? `That failed (${response.status}).`)
    await load()
  }

  if (!run) return null
  const total = run.rowsTotal ?? 0
  const checked = run.rowsChecked ?? 0
  const photosTotal = run.photosTotal ?? 0
  const photosCopied = run.photosCopied ?? 0
  return (
    <section aria-labelledby="import-progress-heading" style={{ margin: '0 0 2rem', display: 'grid', gap: '0.75rem' }}>
      <h2 id="import-progress-heading" style={{ margin: 0 }}>
        Progress
      </h2>
      <p role="status" style={{ margin: 0 }}>
        {STATE_TEXT[run.state] ?? run.state}
      </p>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <span>
          Rows checked: {checked.toLocaleString('en-AU')} of {total > 0 ? total.toLocaleString('en-AU') : '…'}
        </span>
        <progress max={Math.max(total, 1)} value={total > 0 ? checked : 0} style={{ width: '100%', maxWidth: '40rem' }} />
      </label>
      {photosTotal > 0 ? (
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          <span>
            Copying new photos to your media: {photosCopied.toLocaleString('en-AU')} of {photosTotal.toLocaleString('en-AU')}
          </span>
          <progress max={photosTotal} value={photosCopied} style={{ width: '100%', maxWidth: '40rem' }} />
        </label>
      ) : null}
      {run.heldReason && run.state === 'held' ? <p style={{ margin: 0, fontWeight: 600 }}>Held because: {run.heldReason}</p> : null}
      {run.heldReason && run.state === 'checked' ? <p style={{ margin: 0, fontWeight: 600 }}>Check before you apply: {run.heldReason}</p> : null}
      {run.failure ? <p style={{ margin: 0, fontWeight: 600 }}>{run.failure}</p> : null}
      {!RUNNING.includes(run.state) && run.state !== 'failed' ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '0.25rem 1rem', margin: 0 }}>
          {(
            [
              ['Added', run.added],
              ['Updated', run.updated],
              ['Removed', run.removed],
              ['Sold', run.sold],
              ['Rejected', run.rejected],
              ['Listed after', run.listed],
            ] as const
          ).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd style={{ margin: 0 }}>{(value ?? 0).toLocaleString('en-AU')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {WAITING.includes(run.state) ? (
        <div style={{ display: 'flex', gap: '0.75rem' }}>
          <Button buttonStyle="primary" size="medium" onClick={() => void act('apply')}>
            Apply
          </Button>
          <Button buttonStyle="secondary" size="medium" onClick={() => void act('cancel')}>
            Cancel
          </Button>
        </div>
      ) : null}
      {message ? <p role="alert">{message}</p> : null}
      {run.priceChanges && run.priceChanges.length > 0 ? (
        <table>
          <caption style={{ textAlign: 'start', fontWeight: 600 }}>Price changes ({run.priceChanges.length})</caption>
          <thead>
            <tr>
              <th scope="col">Stock number</th>
              <th scope="col">Car</th>
              <th scope="col">Was</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {run.priceChanges.slice(0, 200).map((change) => (
              <tr key={change.stocknum}>
                <td>{change.stocknum}</td>
                <td>{change.name}</td>
                <td>{dollars.format(change.from)}</td>
                <td>{dollars.format(change.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {run.photoProblems && run.photoProblems.length > 0 ? (
        <div>
          <h3 style={{ margin: '0 0 0.5rem' }}>Photos left out ({run.photoProblems.length})</h3>
          <ul style={{ margin: 0 }}>
            {run.photoProblems.slice(0, 100).map((photo) => (
              <li key={`${photo.stocknum} ${photo.url}`}>
                Stock {photo.stocknum}: {photo.url}: {photo.problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {run.rejectedRows && run.rejectedRows.length > 0 ? (
        <div>
          <h3 style={{ margin: '0 0 0.5rem' }}>Rejected rows ({run.rejectedRows.length})</h3>
          <ul style={{ margin: 0 }}>
            {run.rejectedRows.slice(0, 100).map((row) => (
              <li key={row.text}>{row.text}</li>
            ))}
          </ul>
          <p>
            <a href={`/api/stock-imports/${run.id}/rejected.csv`} download>
              Download the rejected rows (CSV)
            </a>
          </p>
        </div>
      ) : null}
    </section>
  )
}
