/**
 * The body types, defined once (spec 001 §9: "Body types: 4x4, bus, cabChassis, convertible, coupe, ev, hardtop, hatch,
 * hatchback, motorhome, lightTruck, peopleMover, prestige, sedan, softtop, suv, ute, van, wagon, stationWagon."): their
 * keys in the spec's order, the label a stock record's `simple_body` holds and the search filter shows, and the words a
 * shopper's sentence uses for them (search-sentence.ts). Feeds that write a type another way ("cabChassis", "SUV ",
 * "Soft Top") are brought to its label when a record is built (derive.ts), so one body is one filter value.
 */

/** Spec 001 §9's keys, in its order. */
export const BODY_TYPE_KEYS = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

export type BodyTypeKey = (typeof BODY_TYPE_KEYS)[number]

export interface BodyType {
  key: BodyTypeKey
  /** As `simple_body` holds it and the filter lists it: the key's words, capitalised ("Cab Chassis"); SUV and EV in capitals. */
  label: string
  /** What shoppers call it, in en-AU words, lower case (the label's own words included). */
  words: readonly string[]
  /**
   * The types its words mean as well, where the site stocks them: another name for the same body (a hatch is a
   * hatchback), or the nearest type (a soft top is a convertible). The words find these even when the site files none
   * of this type itself.
   */
  alsoMeans: readonly BodyTypeKey[]
}

const type = (key: BodyTypeKey, label: string, words: readonly string[], alsoMeans: readonly BodyTypeKey[] = []): BodyType => ({
  key,
  label,
  words,
  alsoMeans,
})

/** The 20 types in the spec's order. */
export const BODY_TYPES: readonly BodyType[] = [
  // "4x4" and "ev" alone are a drive and a fuel in a sentence when the site stocks those (search-sentence.ts).
  type('4x4', '4x4', ['4x4', '4 x 4', '4x4s', 'four by four', '4by4', 'off roader', 'off-roader', 'offroader']),
  type('bus', 'Bus', ['bus', 'buses', 'minibus', 'mini bus', 'coach']),
  type('cabChassis', 'Cab Chassis', ['cab chassis', 'cab-chassis', 'cabchassis']),
  type('convertible', 'Convertible', ['convertible', 'convertibles', 'cabriolet', 'cabrio', 'roadster', 'drop top'], ['softtop']),
  type('coupe', 'Coupe', ['coupe', 'coupes', 'coupé']),
  type('ev', 'EV', ['ev', 'evs', 'electric vehicle', 'electric car']),
  type('hardtop', 'Hardtop', ['hardtop', 'hardtops', 'hard top', 'hard-top']),
  type('hatch', 'Hatch', ['hatch', 'hatches'], ['hatchback']),
  type('hatchback', 'Hatchback', ['hatchback', 'hatchbacks'], ['hatch']),
  type('motorhome', 'Motorhome', ['motorhome', 'motorhomes', 'motor home', 'motor homes', 'campervan', 'campervans', 'camper van', 'camper', 'rv']),
  type('lightTruck', 'Light Truck', ['light truck', 'light trucks', 'truck', 'trucks']),
  type('peopleMover', 'People Mover', ['people mover', 'people movers', 'peoplemover', 'minivan', 'mpv', 'people carrier']),
  type('prestige', 'Prestige', ['prestige', 'luxury', 'luxury car']),
  type('sedan', 'Sedan', ['sedan', 'sedans', 'saloon']),
  type('softtop', 'Softtop', ['softtop', 'softtops', 'soft top', 'soft-top'], ['convertible']),
  type('suv', 'SUV', ['suv', 'suvs', 'crossover', 'crossovers', 'soft roader', '4x4 wagon']),
  type('ute', 'Ute', [
    'ute',
    'utes',
    'pickup',
    'pickups',
    'pick up',
    'pick-up',
    'tray',
    'tray back',
    'trayback',
    'tray top',
    'dual cab',
    'double cab',
    'twin cab',
    'single cab',
    'space cab',
    'extra cab',
    'king cab',
  ]),
  type('van', 'Van', ['van', 'vans', 'panel van', 'cargo van']),
  type('wagon', 'Wagon', ['wagon', 'wagons', 'estate', 'touring'], ['stationWagon']),
  type('stationWagon', 'Station Wagon', ['station wagon', 'station wagons', 'stationwagon'], ['wagon']),
]

/** Letters and digits only, lower case: "Cab-Chassis", "cabChassis" and "cab chassis" compare alike. */
function compact(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

const BY_NAME = new Map<string, BodyType>(BODY_TYPES.flatMap((body) => [[compact(body.key), body] as const, [compact(body.label), body] as const]))
const BY_KEY = new Map<BodyTypeKey, BodyType>(BODY_TYPES.map((body) => [body.key, body]))

/** The type a value names by its key or label, however written ("SUV", "suv", "cabChassis", "Station-Wagon"); else null. */
export function bodyTypeOf(value: string | null | undefined): BodyType | null {
  return value ? (BY_NAME.get(compact(value)) ?? null) : null
}

/** The type with this key. */
export function bodyTypeByKey(key: BodyTypeKey): BodyType {
  return BY_KEY.get(key)!
}

/** A `simple_body` as the index keeps it: a type's label when the value names one, else the value trimmed (a "Caravan"). */
export function bodyTypeLabel(value: string): string {
  return bodyTypeOf(value)?.label ?? value.trim()
}

/**
 * The type a feed's longer body description means ("Dual Cab Pick-up" → Ute, "Cab-Chassis" → Cab Chassis), for a car
 * whose feed gives no `simple_body`: the type whose key, label or one of its words the description names, the longest
 * such words first (so "station wagon" beats "wagon"). Null when none does, or when two types' words do equally.
 */
export function bodyTypeInText(text: string | null | undefined): BodyType | null {
  if (!text) return null
  const named = bodyTypeOf(text)
  if (named) return named
  const said = ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
  let best: { body: BodyType; length: number } | null = null
  let tied = false
  for (const body of BODY_TYPES) {
    for (const word of [body.label.toLowerCase(), ...body.words]) {
      const phrase = word.replace(/[^a-z0-9]+/g, ' ').trim()
      if (!phrase || !said.includes(` ${phrase} `)) continue
      if (!best || phrase.length > best.length) {
        best = { body, length: phrase.length }
        tied = false
      } else if (phrase.length === best.length && best.body !== body) tied = true
    }
  }
  return best && !tied ? best.body : null
}

/** Spec 001 §9's order of body labels: the types in its order, then any other value after them as given. */
export function compareBodyLabels(a: string, b: string): number {
  const rank = (value: string) => {
    const body = bodyTypeOf(value)
    return body ? BODY_TYPE_KEYS.indexOf(body.key) : BODY_TYPE_KEYS.length
  }
  return rank(a) - rank(b)
}
