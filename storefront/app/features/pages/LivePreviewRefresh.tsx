import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Keeps a draft preview in step with the CMS admin that frames it: tells the admin the page is ready,
 * then reloads the draft each time the admin reports a save or autosave. Only messages from the
 * CMS's own origin count. (Payload's live-preview protocol: a "ready" message up, document events down.)
 */
export function LivePreviewRefresh({ cmsOrigin }: { cmsOrigin: string }) {
  const revalidator = useRevalidator()
  useEffect(() => {
    const admin = window.parent !== window ? window.parent : window.opener
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, cmsOrigin)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return
      const type = (event.data as { type?: unknown } | null)?.type
      if (type === 'payload-document-event') void revalidator.revalidate()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [cmsOrigin, revalidator])
  return null
}
