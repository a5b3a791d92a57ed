export { RenderBlocks, type PageBlock, type RenderableBlock } from './registry'
