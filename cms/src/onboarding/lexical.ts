/** Small builders for Lexical's saved JSON, so starter and seeded rich text reads like the text it is. */
interface LexicalElement {
  type: string
  version: number
  [key: string]: unknown
}

const element = (type: string, children: LexicalElement[], extra: Record<string, unknown> = {}): LexicalElement => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

const text = (value: string, format = 0): LexicalElement => ({ type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' })
export const bold = (value: string) => text(value, 1)
export const paragraph = (...children: Array<LexicalElement | string>) =>
  element(
    'paragraph',
    children.map((child) => (typeof child === 'string' ? text(child) : child)),
    { textFormat: 0 },
  )
export const heading = (tag: 'h2' | 'h3', value: string) => element('heading', [text(value)], { tag })
export const bulletList = (...items: string[]) =>
  element(
    'list',
    items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

export function richText(...children: LexicalElement[]) {
  return { root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children } }
}
