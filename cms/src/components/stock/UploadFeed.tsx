'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

/**
 * Above the import runs: upload a stock file (CSV, JSON or CSN-DTO XML) for the selected site. The CMS checks it
 * first (a dry run) and opens the run's page, where staff see the counts and rejected rows and press Apply or Cancel.
 */
export function UploadFeed() {
  const { selectedTenantID } = useTenantSelection()
  const router = useRouter()
  const inputId = useId()
  const messageId = useId()
  const [message, setMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    if (!(file instanceof File) || file.size === 0) return setMessage('Choose a .csv, .json or .xml file first.')
    if (!selectedTenantID) return setMessage('Choose the site in the Site selector first.')
    setSending(true)
    setMessage('Uploading…')
    try {
      const query = new URLSearchParams({ site: String(selectedTenantID), fileName: file.name })
      const response = await fetch(`/api/stock-imports/upload?${query}`, { method: 'POST', body: file, credentials: 'include' })
      const answer = (await response.json().catch(() => ({}))) as { id?: number; message?: string }
      if (!response.ok || !answer.id) return setMessage(answer.message ?? `The upload failed (${response.status}).`)
      router.push(`/admin/collections/stock-imports/${answer.id}`)
    } catch {
      setMessage('The upload failed: check your connection and try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      className="stock-upload"
      onSubmit={submit}
      aria-describedby={messageId}
      style={{ margin: '0 0 1.5rem', display: 'grid', gap: '0.5rem', maxWidth: '40rem' }}
    >
      <label htmlFor={inputId} style={{ fontWeight: 600 }}>
        Upload a stock file to check it
      </label>
      <input id={inputId} name="file" type="file" accept=".csv,.json,.xml,text/csv,application/json,application/xml,text/xml" required />
      <div>
        <Button type="submit" disabled={sending} buttonStyle="primary" size="medium">
          Check file
        </Button>
      </div>
      <p id={messageId} role="status" style={{ margin: 0 }}>
        {message ?? 'Nothing is changed on your website until you press Apply on the next page.'}
      </p>
    </form>
  )
}
