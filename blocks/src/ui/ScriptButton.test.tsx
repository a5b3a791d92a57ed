// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ScriptButton } from './ScriptButton'

afterEach(cleanup)

describe('ScriptButton', () => {
  it('is disabled in the server’s HTML, which no script acts on yet', () => {
    expect(renderToString(<ScriptButton className="share">Share</ScriptButton>)).toBe('<button type="button" class="share" disabled="">Share</button>')
    // A busy state (aria-disabled) waits too: HTML forbids it beside `disabled`.
    expect(renderToString(<ScriptButton aria-disabled={false}>Download PDF</ScriptButton>)).toBe('<button type="button" disabled="">Download PDF</button>')
  })

  it('is enabled once its scripts run, unless it says it is disabled itself', () => {
    render(
      <>
        <ScriptButton>Share</ScriptButton>
        <ScriptButton disabled>Next slide</ScriptButton>
      </>,
    )
    expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(false)
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
