'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

interface Preview {
  rows: Array<{ where: string; fields: Array<[string, string]>; problems: string[] }>
  ignoredFields: string[]
}

/**
 * Under a saved source's column mapping: its first rows fetched now and read with the saved mapping, each field of
 * ours with its value and each row's problems, and the feed's columns nothing maps. Nothing is imported.
 */
export function FeedPreview() {
  const { id } = useDocumentInfo()
  const [preview, setPreview] = useState<Preview | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  if (!id) return <p>Save the source, then preview how its first rows read.</p>

  const load = async () => {
    setMessage('Fetching the feed…')
    setPreview(null)
    const response = await fetch(`/api/stock-feeds/${id}/preview`, { credentials: 'include' })
    const answer = (await response.json().catch(() => ({}))) as Preview & { message?: string }
    if (!response.ok) return setMessage(answer.message ?? `The preview failed (${response.status}).`)
    setMessage(null)
    setPreview(answer)
  }

  return (
    <section aria-labelledby="feed-preview-heading" className="feed-preview" style={{ margin: '0 0 2rem', display: 'grid', gap: '0.75rem' }}>
      <h2 id="feed-preview-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
        Preview
      </h2>
      <p style={{ margin: 0 }}>Save your mapping first: the preview reads the feed with the saved one.</p>
      <div>
        <Button buttonStyle="secondary" size="medium" onClick={() => void load()}>
          Preview the first rows
        </Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {message}
      </p>
      {preview ? (
        <>
          {preview.ignoredFields.length > 0 ? <p style={{ margin: 0 }}>Columns mapped to nothing: {preview.ignoredFields.join(', ')}</p> : null}
          {preview.rows.map((row) => (
            <table key={row.where} style={{ maxWidth: '48rem' }}>
              <caption style={{ textAlign: 'start', fontWeight: 600 }}>
                {row.where}: {row.problems.length === 0 ? 'reads as a car' : `${row.problems.length} problem${row.problems.length === 1 ? '' : 's'}`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Our field</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {row.problems.map((problem) => (
                  <tr key={problem}>
                    <th scope="row">Problem</th>
                    <td>{problem}</td>
                  </tr>
                ))}
                {row.fields.map(([field, value]) => (
                  <tr key={field}>
                    <th scope="row" style={{ fontWeight: 400 }}>
                      {field}
                    </th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      ) : null}
    </section>
  )
}
