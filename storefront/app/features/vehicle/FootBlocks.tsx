import { RenderBlocks, type RenderableBlock } from '@dealer/blocks'

/**
 * The blocks staff put at the foot of every vehicle page; its own module so the block registry loads after the page.
 * One root element, as lazily hydrated code needs (near-viewport.tsx).
 */
export default function FootBlocks({ blocks }: { blocks: RenderableBlock[] }) {
  return (
    <div className="lazy-root">
      <RenderBlocks blocks={blocks} />
    </div>
  )
}
