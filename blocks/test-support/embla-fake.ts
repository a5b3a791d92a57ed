/**
 * Test support: jsdom has no layout, so Embla can't measure anything there. This stands in for it: a carousel with
 * `snaps` stops whose arrows work like Embla's (no looping), driven through the same API and events.
 */
import { act } from '@testing-library/react'
import { vi } from 'vitest'

type Handler = () => void

export function createFakeEmbla({ snaps, viewport = document.createElement('div') }: { snaps: number; viewport?: HTMLElement }) {
  const handlers = new Map<string, Set<Handler>>()
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler())
  let selected = 0
  const api = {
    snaps,
    rootNode: () => viewport,
    scrollSnapList: () => Array.from({ length: api.snaps }, (_, index) => (api.snaps > 1 ? index / (api.snaps - 1) : 0)),
    selectedScrollSnap: () => selected,
    canScrollPrev: () => selected > 0,
    canScrollNext: () => selected < api.snaps - 1,
    scrollTo: vi.fn((index: number) => {
      selected = Math.max(0, Math.min(index, api.snaps - 1))
      emit('select')
    }),
    scrollPrev: vi.fn(() => api.scrollTo(selected - 1)),
    scrollNext: vi.fn(() => api.scrollTo(selected + 1)),
    destroy: vi.fn(),
    /** As Embla does after a resize: new stops, then `reInit`. */
    resize(newSnaps: number) {
      api.snaps = newSnaps
      selected = Math.min(selected, newSnaps - 1)
      act(() => emit('reInit'))
    },
    on(event: string, handler: Handler) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler))
      return api
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler)
      return api
    },
  }
  return api
}
