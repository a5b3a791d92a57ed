// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocationsMap } from './LocationsMap'
import type { MapLocation } from './map-types'

/** Leaflet itself is out of jsdom's reach: the lazily imported module is a fake that records what it was asked to draw. */
const leaflet = vi.hoisted(() => ({ mounts: [] as Array<{ names: string[]; label: string; failTiles: () => void }>, destroyed: 0, fail: false }))
vi.mock('./leaflet-map', () => {
  return {
    mountMap: (_element: HTMLElement, options: { locations: MapLocation[]; label: string; onTilesFailed: () => void }) => {
      if (leaflet.fail) throw new Error('Leaflet failed to start')
      leaflet.mounts.push({ names: options.locations.map((location) => location.name), label: options.label, failTiles: options.onTilesFailed })
      return { destroy: () => leaflet.destroyed++ }
    },
  }
})

afterEach(cleanup)
beforeEach(() => {
  leaflet.mounts = []
  leaflet.destroyed = 0
})

const place = (id: number, name: string, lat: number | null): MapLocation => ({
  id,
  name,
  addressLines: [`${id} Main Rd`, 'Ipswich QLD 4305'],
  lat,
  lng: lat === null ? null : 152.76,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${id}`,
  detailsHref: `/our-location/${name.toLowerCase()}`,
})
const TILES = { url: '/map-tiles/{z}/{x}/{y}.svg', attribution: 'Simulated map tiles' }
const LOCATIONS = [place(1, 'Ipswich', -27.62), place(2, 'Unplaced', null)]

describe('LocationsMap', () => {
  it('always shows each address and Get Directions, with the map named', () => {
    render(<LocationsMap locations={LOCATIONS} tiles={null} label="Map of our locations" />)
    const region = screen.getByRole('region', { name: 'Map of our locations' })
    expect(within(region).getByRole('link', { name: 'Get Directions to Unplaced (opens in a new tab)' })).toHaveProperty(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=2',
    )
    expect(within(region).getAllByText('Ipswich QLD 4305')).toHaveLength(2)
  })

  it('has no interactive map without tiles, or without a location that has coordinates', () => {
    const { container, rerender } = render(<LocationsMap locations={LOCATIONS} tiles={null} label="Map" />)
    expect(container.querySelector('.locations-map__box')).toBeNull()
    rerender(<LocationsMap locations={[place(2, 'Unplaced', null)]} tiles={TILES} label="Map" />)
    expect(container.querySelector('.locations-map__box')).toBeNull()
    expect(leaflet.mounts).toEqual([])
  })

  it('loads the map when near (at once where nothing can tell), with the same locations, and says so when tiles fail', async () => {
    const { container } = render(<LocationsMap locations={LOCATIONS} tiles={TILES} label="Map of our locations" />)
    await vi.waitFor(() => expect(container.querySelector('[data-map-state="shown"]')).not.toBeNull())
    expect(leaflet.mounts.map(({ names, label }) => ({ names, label }))).toEqual([{ names: ['Ipswich', 'Unplaced'], label: 'Map of our locations' }])
    act(() => leaflet.mounts[0].failTiles())
    expect(screen.getByRole('status').textContent).toBe("The map couldn't load.")
    expect(leaflet.destroyed).toBe(1)
    // The static card stays.
    expect(screen.getByRole('link', { name: 'Get Directions to Ipswich (opens in a new tab)' })).toBeTruthy()
  })
})

describe('LocationsMap when Leaflet fails', () => {
  it('says the map couldn’t load, and keeps the card', async () => {
    leaflet.fail = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<LocationsMap locations={LOCATIONS} tiles={TILES} label="Map" />)
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe("The map couldn't load."))
    expect(screen.getByRole('link', { name: 'Get Directions to Ipswich (opens in a new tab)' })).toBeTruthy()
    expect(warn).toHaveBeenCalled()
    leaflet.fail = false
  })
})
