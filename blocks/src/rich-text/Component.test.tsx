// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichTextBlockView } from './Component'
import type { LexicalNode } from './lexical'

afterEach(cleanup)

function block(children: LexicalNode[]) {
  return {
    blockType: 'richText' as const,
    content: {
      root: {
        type: 'root',
        children: children.map((child) => ({ version: 1, ...child })),
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
      },
    },
  }
}

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format })

describe('RichTextBlockView', () => {
  it('renders headings, formatted paragraphs and lists', () => {
    render(
      <RichTextBlockView
        block={block([
          { type: 'heading', tag: 'h2', children: [text('Why buy from us')] },
          { type: 'paragraph', children: [text('Family owned '), text('since 1987', 1)] },
          { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('Fixed-price servicing')] }] },
        ])}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Why buy from us' })).toBeTruthy()
    expect(screen.getByText('since 1987').tagName).toBe('STRONG')
    expect(screen.getByRole('listitem').textContent).toBe('Fixed-price servicing')
  })

  it('shows typed markup as text, never as HTML', () => {
    const { container } = render(<RichTextBlockView block={block([{ type: 'paragraph', children: [text('<img src=x onerror=alert(1)>')] }])} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
  })

  it('keeps safe links and drops script links', () => {
    render(
      <RichTextBlockView
        block={block([
          { type: 'paragraph', children: [{ type: 'link', fields: { url: '/contact', newTab: false }, children: [text('Contact us')] }] },
          { type: 'paragraph', children: [{ type: 'link', fields: { url: 'javascript:alert(1)' }, children: [text('Bad link')] }] },
        ])}
      />,
    )
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact')
    expect(screen.queryByRole('link', { name: 'Bad link' })).toBeNull()
    expect(screen.getByText('Bad link')).toBeTruthy()
  })

  it('demotes an h1 so the page keeps a single main heading', () => {
    render(<RichTextBlockView block={block([{ type: 'heading', tag: 'h1', children: [text('Title')] }])} />)
    expect(screen.getByRole('heading', { name: 'Title' }).tagName).toBe('H2')
  })
})
