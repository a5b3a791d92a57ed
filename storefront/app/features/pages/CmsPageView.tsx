import { RenderBlocks, type RenderableBlock } from '@dealer/blocks'
import type { PageHeading } from './cms-page.server'

export function cmsPageMeta(data: { title: string; description: string | null; canonicalUrl?: string } | undefined) {
  if (!data) return []
  return [
    { title: data.title },
    ...(data.description ? [{ name: 'description', content: data.description }] : []),
    ...(data.canonicalUrl ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
  ]
}

export function CmsPageView({ heading, blocks }: { heading: PageHeading | null; blocks: RenderableBlock[] }) {
  return (
    <>
      {heading ? <h1 className={heading.visible ? 'page-heading' : 'visually-hidden'}>{heading.text}</h1> : null}
      <RenderBlocks blocks={blocks} />
    </>
  )
}
