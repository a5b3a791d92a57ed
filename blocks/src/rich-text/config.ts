import type { Block } from 'payload'

export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text sections' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
