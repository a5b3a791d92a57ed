import { Fragment, type ReactNode } from 'react'

/**
 * Renders Lexical's saved JSON as React elements. Staff text never becomes HTML: every node maps to an
 * element we choose, so nothing a staff member types can inject markup. Unknown node types render
 * their children (or nothing), so a newer editor feature degrades instead of breaking the page.
 */
export interface LexicalNode {
  type: string
  children?: LexicalNode[]
  [key: string]: unknown
}

// Lexical stores text formats as a bit mask.
const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16

export function renderLexicalNodes(nodes: readonly LexicalNode[] | undefined): ReactNode {
  return nodes?.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>)
}

function renderNode(node: LexicalNode): ReactNode {
  const children = renderLexicalNodes(node.children)
  switch (node.type) {
    case 'text':
      return renderText(typeof node.text === 'string' ? node.text : '', typeof node.format === 'number' ? node.format : 0)
    case 'linebreak':
      return <br />
    case 'paragraph':
      return <p>{children}</p>
    case 'heading':
      return renderHeading(node.tag, children)
    case 'quote':
      return <blockquote>{children}</blockquote>
    case 'list':
      return node.listType === 'number' ? <ol>{children}</ol> : <ul>{children}</ul>
    case 'listitem':
      return <li>{children}</li>
    case 'link':
    case 'autolink':
      return renderLink(node.fields, children)
    default:
      return children ?? null
  }
}

function renderText(text: string, format: number): ReactNode {
  let element: ReactNode = text
  if (format & CODE) element = <code>{element}</code>
  if (format & BOLD) element = <strong>{element}</strong>
  if (format & ITALIC) element = <em>{element}</em>
  if (format & UNDERLINE) element = <u>{element}</u>
  if (format & STRIKETHROUGH) element = <s>{element}</s>
  return element
}

const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const

function renderHeading(tag: unknown, children: ReactNode): ReactNode {
  // A page has one h1 (the hero or page title), so an h1 in rich text is shown as an h2.
  const Tag = HEADING_TAGS.find((candidate) => candidate === tag) ?? 'h2'
  return <Tag>{children}</Tag>
}

function renderLink(fields: unknown, children: ReactNode): ReactNode {
  const { url, newTab } = (fields ?? {}) as { url?: unknown; newTab?: unknown }
  // Only web, mail and phone links, and site paths: a "javascript:" URL must never become a link.
  if (typeof url !== 'string' || !/^(https?:|mailto:|tel:|\/)/i.test(url)) return children
  return newTab === true ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={url}>{children}</a>
  )
}
