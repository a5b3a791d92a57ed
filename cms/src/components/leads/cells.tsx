import { Link } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

/** A list cell's own link to its lead, as Payload's default cell makes for the first column. */
export function LeadLink({ props, children }: { props: DefaultServerCellComponentProps; children: ReactNode }) {
  const { link, linkURL, rowData, collectionSlug, payload } = props
  if (!link) return <>{children}</>
  const href =
    linkURL ?? formatAdminURL({ adminRoute: payload.config.routes.admin, path: `/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}` })
  return (
    <Link href={href} prefetch={false}>
      {children}
    </Link>
  )
}
