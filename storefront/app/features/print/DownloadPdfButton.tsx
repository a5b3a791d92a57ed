import { useState } from 'react'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/** What the shopper is told when the PDF can't be had (spec 001 §8 "PDF failure: an alert with the error message"). */
const NO_CONNECTION = 'The PDF could not be downloaded. Please check your connection and try again.'

/**
 * Downloads the car's PDF, built on the server, as {slug}.pdf (spec 001 §7); reads "Preparing..." while it downloads
 * (spec 001 §4) and alerts the server's message when it fails (§8). The server records it as event 61.
 */
export function DownloadPdfButton({ slug, pdfPath }: { slug: string; pdfPath: string }) {
  const [preparing, setPreparing] = useState(false)
  async function download() {
    if (preparing) return
    setPreparing(true)
    try {
      const response = await fetch(pdfPath).catch(() => {
        throw new Error(NO_CONNECTION)
      })
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
        throw new Error(typeof answer?.error === 'string' ? answer.error : `The PDF could not be made (error ${response.status}). Please try again.`)
      }
      const href = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = href
      link.download = `${slug}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      // The download has started by now; the blob's memory can go once the browser has read it.
      setTimeout(() => URL.revokeObjectURL(href), 30_000)
    } catch (error) {
      window.alert(error instanceof Error ? error.message : NO_CONNECTION)
    } finally {
      setPreparing(false)
    }
  }
  return (
    <ScriptButton className="button button--primary" aria-disabled={preparing || undefined} onClick={() => void download()}>
      {preparing ? 'Preparing...' : 'Download PDF'}
    </ScriptButton>
  )
}
