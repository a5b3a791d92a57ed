import { RenderBlocks, type RenderableBlock } from '@dealer/blocks'

export function cmsPageMeta(data: { title: string; description: string | null } | undefined) {
  if (!data) return []
  return [{ title: data.title }, ...(data.description ? [{ name: 'description', content: data.description }] : [])]
}

export function CmsPageView({ blocks }: { blocks: RenderableBlock[] }) {
  return <RenderBlocks blocks={blocks} />
}
