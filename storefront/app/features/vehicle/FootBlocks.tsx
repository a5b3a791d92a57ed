import { RenderBlocks, type RenderableBlock } from '@dealer/blocks'

/** The blocks staff put at the foot of every vehicle page; its own module so the block registry loads after the page. */
export default function FootBlocks({ blocks }: { blocks: RenderableBlock[] }) {
  return <RenderBlocks blocks={blocks} />
}
