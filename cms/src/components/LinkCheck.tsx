'use client'
import { useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** Wait this long after the last keystroke before asking (one check per pause, not per key). */
const PAUSE_MS = 600

const tenantIdOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number((value as { id: unknown }).id) : null

/**
 * Under a link field: a warning (never an error: the page may be published next) when the link is a path on this site
 * that answers 404, from the CMS's /api/pages/link-check (decision 034). Other links (https://, tel:) aren't checked.
 */
export function LinkCheck() {
  const { value } = useField<string>()
  const tenant = useFormFields(([fields]) => fields.tenant?.value)
  const site = tenantIdOf(tenant)
  const [warning, setWarning] = useState<string | null>(null)

  useEffect(() => {
    const link = typeof value === 'string' ? value.trim() : ''
    if (!site || !link.startsWith('/') || link.startsWith('//')) {
      setWarning(null)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ site: String(site), path: link })
        const response = await fetch(`/api/pages/link-check?${query}`, { credentials: 'include', signal: controller.signal })
        const body = (await response.json()) as { warning?: string | null }
        setWarning(response.ok ? (body.warning ?? null) : null)
      } catch {
        // No answer (offline, aborted by the next keystroke): no warning rather than a wrong one.
      }
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, site])

  return (
    <div className="link-check" role="status" aria-live="polite">
      {warning ? <p className="link-check__warning">⚠ {warning}</p> : null}
    </div>
  )
}
