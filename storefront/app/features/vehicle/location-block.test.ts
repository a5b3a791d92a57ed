import type { Location } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { locationBlockLocations, type LocationBlockShows } from './location-block'

type Listed = Parameters<typeof locationBlockLocations>[0] & object

const at = (id: number, locationType: Location['locationType'], dealership: number, extra: Partial<Listed> = {}): Listed => ({
  id,
  locationType,
  dealership,
  visible: true,
  primary: false,
  ...extra,
})

// Dealership 1: sales 1 (the car's), service 2, parts 3; dealership 2: sales 4 (primary), service 5; hidden parts 6.
const SITE = [
  at(1, 'sales', 1),
  at(2, 'service', 1),
  at(3, 'parts', 1),
  at(4, 'sales', 2, { primary: true }),
  at(5, 'service', 2),
  at(6, 'parts', 2, { visible: false }),
]
const CAR = SITE[0]
const ids = (shows: LocationBlockShows | undefined, extra: object = {}) =>
  locationBlockLocations(CAR, SITE, { locationBlockShows: shows, ...extra }).map((location) => location.id)

describe('locationBlockLocations', () => {
  it("by default (and unset) lists the car's location and its dealership's other visible ones", () => {
    expect(ids('dealership')).toEqual([1, 2, 3])
    expect(ids(undefined)).toEqual([1, 2, 3])
    expect(locationBlockLocations(CAR, SITE, null).map((location) => location.id)).toEqual([1, 2, 3])
  })

  it("filters the site's visible locations by the spec's filters, the car's own first when it is one of them", () => {
    expect(ids('primary')).toEqual([4])
    expect(ids('sales')).toEqual([1, 4])
    expect(ids('service')).toEqual([2, 5])
    expect(ids('parts')).toEqual([3])
    expect(ids('service-and-parts')).toEqual([2, 3, 5])
    expect(ids('all')).toEqual([1, 2, 3, 4, 5])
    expect(locationBlockLocations(SITE[4], SITE, { locationBlockShows: 'all' }).map((location) => location.id)).toEqual([5, 1, 2, 3, 4])
  })

  it('shows one chosen location, by id or populated, and none while it is unset or hidden', () => {
    expect(ids('location', { locationBlockLocation: 5 })).toEqual([5])
    expect(ids('location', { locationBlockLocation: { id: 4 } })).toEqual([4])
    expect(ids('location', { locationBlockLocation: null })).toEqual([])
    expect(ids('location', { locationBlockLocation: 6 })).toEqual([])
  })

  it("skips the block for a location staff listed, whatever the filter, and without the car's location", () => {
    expect(ids('all', { hideLocationBlockFor: [1] })).toEqual([])
    expect(ids('dealership', { hideLocationBlockFor: [{ id: 1 }] })).toEqual([])
    expect(ids('all', { hideLocationBlockFor: [4] })).toEqual([1, 2, 3, 4, 5])
    expect(locationBlockLocations(null, SITE, { locationBlockShows: 'all' })).toEqual([])
  })
})
