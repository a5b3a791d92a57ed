import type { RichTextBlock } from '@dealer/cms-contract'
import { renderLexicalNodes } from './lexical'

export function RichTextBlockView({ block }: { block: RichTextBlock }) {
  return <section className="block-rich-text prose">{renderLexicalNodes(block.content.root.children)}</section>
}
