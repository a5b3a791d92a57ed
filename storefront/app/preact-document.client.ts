import { Fragment, options, type ComponentChildren, type VNode } from 'preact'
import { useLayoutEffect } from 'preact/hooks'

/**
 * What React 19 does with a document's metadata, for the browser's Preact (docs/decisions/040-preact-in-the-browser.md).
 * The server renders with React, which hoists every `<title>`, `<meta>` and `<link>` a page renders into `<head>`;
 * Preact hydrates the server's HTML as it is, so in the browser:
 * - `<html>` adds no element: Preact renders a document into its `<html>`;
 * - `<head>` keeps the server's content, untouched after hydration too (its tags matter to crawlers and link previews,
 *   which read the server's HTML);
 * - a page's `<title>` sets the document's title, on hydration and after each client-side navigation (a `<title>` with
 *   attributes is an SVG's, as in LoanSummary, and stays where it is: the hook can't see the namespace React goes by);
 * - `<meta>` and `<link>` render nothing outside the server.
 */
export function renderDocumentMetadataAsReactDoes(): void {
  const nextHook = options.vnode
  options.vnode = (vnode: VNode<Record<string, unknown>>) => {
    switch (vnode.type) {
      case 'html':
        vnode.type = Fragment
        break
      case 'head':
        vnode.props = { dangerouslySetInnerHTML: KEEP_SERVER_HTML, children: null }
        break
      case 'title':
        if (Object.keys(vnode.props).some((name) => name !== 'children')) break
        vnode.type = DocumentTitle as unknown as string
        break
      case 'meta':
      case 'link':
        vnode.type = Nothing as unknown as string
        break
    }
    nextHook?.(vnode)
  }
}

/** Hydrating with this leaves the element's server-rendered content in place (Preact doesn't compare it). */
const KEEP_SERVER_HTML = { __html: '' }

function DocumentTitle({ children }: { children?: ComponentChildren }) {
  const title = [children].flat().join('')
  useLayoutEffect(() => {
    document.title = title
  }, [title])
  return null
}

function Nothing() {
  return null
}
