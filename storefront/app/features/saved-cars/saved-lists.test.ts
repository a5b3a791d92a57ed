import { describe, expect, it } from 'vitest'
import {
  addedToCompare,
  COMPARE,
  COMPARE_LIMIT,
  FAVOURITES,
  parseSavedList,
  RECENTLY_VIEWED,
  RECENTLY_VIEWED_LIMIT,
  toggledFavourite,
  viewedFirst,
  type CompareCar,
  type FavouriteCar,
  type ViewedCar,
} from './saved-lists'

const favourite = (id: string): FavouriteCar => ({
  id,
  name: `2021 Toyota Corolla ${id}`,
  slug: `2021-toyota-corolla-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: `/demo-photos/${id}.jpg`,
})
const compared = (id: string): CompareCar => ({ id, slug: `car-${id}`, name: `Car ${id}` })
const viewed = (id: string): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: 'Mazda',
  model: 'CX-5',
  body: '4D Wagon',
  simple_body: 'SUV',
  slug: `car-${id}`,
  name: `Mazda CX-5 ${id}`,
  price_text: '$31,990',
  primary_image_url: `/demo-photos/${id}.jpg`,
})

describe('parseSavedList', () => {
  it('reads a stored list back', () => {
    const cars = [favourite('1'), favourite('2')]
    expect(parseSavedList(FAVOURITES, JSON.stringify(cars))).toEqual(cars)
  })

  it('reads nothing from no text, corrupt JSON or a value that is not a list', () => {
    for (const text of [null, '', '{', 'undefined', 'null', '42', '"cars"', '{"id":"1"}']) expect(parseSavedList(FAVOURITES, text), String(text)).toEqual([])
  })

  it('drops items of the wrong shape and keeps the rest', () => {
    const good = favourite('1')
    const text = JSON.stringify([null, 7, 'x', [], { ...good, id: 1 }, { ...good, name: undefined }, good, { ...good, id: '2', slug: 'x'.repeat(1001) }])
    expect(parseSavedList(FAVOURITES, text)).toEqual([good])
  })

  it('keeps only the fields the list stores', () => {
    const text = JSON.stringify([{ ...compared('1'), price: 5, script: '<script>' }])
    expect(parseSavedList(COMPARE, text)).toEqual([compared('1')])
  })

  it('drops repeats of a car and anything past the list limit', () => {
    const text = JSON.stringify(['1', '1', '2', '3', '4', '5', '6'].map(compared))
    expect(parseSavedList(COMPARE, text).map((car) => car.id)).toEqual(['1', '2', '3', '4'])
  })
})

describe('toggledFavourite', () => {
  it('adds a car first and takes it out when toggled again', () => {
    const once = toggledFavourite([favourite('1')], favourite('2'))
    expect(once.map((car) => car.id)).toEqual(['2', '1'])
    expect(toggledFavourite(once, favourite('2')).map((car) => car.id)).toEqual(['1'])
  })
})

describe('addedToCompare', () => {
  it('adds cars in the order picked, up to the limit', () => {
    let cars: CompareCar[] = []
    for (const id of ['1', '2', '3', '4']) {
      const addition = addedToCompare(cars, compared(id))
      expect(addition.outcome).toBe('added')
      cars = addition.cars
    }
    expect(cars.map((car) => car.id)).toEqual(['1', '2', '3', '4'])
    expect(COMPARE_LIMIT).toBe(4)
  })

  it('refuses a fifth car and keeps the four', () => {
    const four = ['1', '2', '3', '4'].map(compared)
    expect(addedToCompare(four, compared('5'))).toEqual({ outcome: 'full', cars: four })
  })

  it('leaves a car already in the list where it is, even when the list is full', () => {
    const four = ['1', '2', '3', '4'].map(compared)
    expect(addedToCompare(four, compared('2'))).toEqual({ outcome: 'added', cars: four })
  })
})

describe('viewedFirst', () => {
  it('puts the newest view first', () => {
    expect(viewedFirst([viewed('1'), viewed('2')], viewed('3')).map((car) => car.id)).toEqual(['3', '1', '2'])
  })

  it('moves a car seen before to the front instead of repeating it', () => {
    expect(viewedFirst([viewed('1'), viewed('2'), viewed('3')], viewed('2')).map((car) => car.id)).toEqual(['2', '1', '3'])
  })

  it('forgets the oldest past the cap', () => {
    let list: ViewedCar[] = []
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 3; id++) list = viewedFirst(list, viewed(String(id)))
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(list[0]?.id).toBe(String(RECENTLY_VIEWED_LIMIT + 3))
    expect(list.at(-1)?.id).toBe('4')
    expect(parseSavedList(RECENTLY_VIEWED, JSON.stringify(list))).toEqual(list)
  })
})
