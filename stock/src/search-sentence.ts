/**
 * A shopper's sentence ("white hilux under 40k auto", "family suv diesel 7 seats") read as the search page's
 * refinements (issue 47), from the site's own vocabulary: the values its stock index holds. Pure, deterministic and
 * fast: the vocabulary is compiled once into lookup tables (compileSentenceVocabulary), and a sentence is read in one
 * pass over its words, numbers first. Whatever can't be placed stays as the free-text query; small words that only
 * join the others ("with", "for", "a car") are dropped, since a text search for them finds nothing.
 */
import { BODY_TYPES, bodyTypeOf } from './body-types'

/** The facets a sentence can refine, as the index names them. */
export type SentenceFacet = 'make' | 'make_model' | 'car_type' | 'colour' | 'simple_body' | 'simple_fuel' | 'simple_transmission' | 'simple_drive' | 'seats'
/** The ranges a sentence can set. */
export type SentenceRange = 'price' | 'weekly_price' | 'km' | 'year'

export interface SentenceVocabulary {
  makes: readonly string[]
  /** `Make:Model` values. */
  models: readonly string[]
  bodies: readonly string[]
  colours: readonly string[]
  fuels: readonly string[]
  transmissions: readonly string[]
  drives: readonly string[]
  seats: readonly string[]
}

export interface ReadSentence {
  refinements: Partial<Record<SentenceFacet, string[]>>
  ranges: Partial<Record<SentenceRange, { min: number | null; max: number | null }>>
  /** The words it could not place, as typed. */
  query: string
}

/** "Low km": under this many kilometres. */
export const LOW_KM = 50_000
/** "Around 20k": this share either side. */
const AROUND = 0.1

// ——— Words shoppers use, by the facet value they mean (the value as most feeds write it); bodies' in body-types.ts. ———

const FUEL_WORDS: Record<string, string[]> = {
  Diesel: ['diesel', 'diesels', 'turbo diesel', 'turbodiesel', 'tdi', 'crd'],
  Petrol: ['petrol', 'unleaded', 'ulp', 'premium unleaded', 'gasoline'],
  Hybrid: ['hybrid', 'hybrids', 'hev'],
  'Plug-in Hybrid': ['plug in hybrid', 'plug-in hybrid', 'plugin hybrid', 'plug in', 'plug-in', 'phev'],
  Electric: ['electric', 'ev', 'evs', 'bev', 'battery electric', 'electric vehicle', 'electric car'],
}
const TRANSMISSION_WORDS: Record<string, string[]> = {
  Automatic: ['auto', 'autos', 'automatic', 'automatics', 'cvt', 'dct', 'dsg', 'self shifting'],
  Manual: ['manual', 'manuals', 'stick', 'stick shift', 'stickshift', 'gearstick'],
}
const DRIVE_WORDS: Record<string, string[]> = {
  '4WD': ['4wd', '4x4', '4 x 4', '4by4', 'four wheel drive', '4 wheel drive', 'four by four', '4 by 4', 'offroad', 'off road', 'off-road', 'off roader'],
  AWD: ['awd', 'all wheel drive', 'all-wheel drive', 'quattro', 'xdrive', '4motion'],
  FWD: ['fwd', '2wd', 'front wheel drive', 'two wheel drive', '2 wheel drive'],
  RWD: ['rwd', 'rear wheel drive', 'rear-wheel drive'],
}
const CAR_TYPE_WORDS: Record<string, string[]> = {
  new: ['new', 'brand new', 'brand-new'],
  used: ['used', 'second hand', 'secondhand', 'second-hand', 'pre-owned', 'preowned', 'pre owned', 'pre loved', 'preloved', 'pre-loved'],
  demo: ['demo', 'demos', 'demonstrator', 'ex demo', 'ex-demo', 'exdemo'],
}
/** Basic colour words; a colour value is meant when one of its words is one of these (or the same by another name). */
const COLOUR_WORDS: Record<string, string[]> = {
  white: ['white', 'whites'],
  black: ['black', 'blacks'],
  silver: ['silver'],
  grey: ['grey', 'gray', 'graphite', 'charcoal', 'gunmetal'],
  blue: ['blue', 'navy'],
  red: ['red', 'maroon', 'burgundy'],
  green: ['green', 'olive'],
  orange: ['orange'],
  yellow: ['yellow'],
  brown: ['brown', 'bronze', 'copper'],
  gold: ['gold'],
  beige: ['beige', 'champagne', 'sand'],
  purple: ['purple'],
}
/**
 * Short forms shoppers use for models and makes: the form → the start of the name it stands for (compared without
 * spaces or punctuation). A form whose name the site doesn't stock means nothing.
 */
const MODEL_SHORT_FORMS: Record<string, string> = {
  cruiser: 'landcruiser',
  lc: 'landcruiser',
  lc70: 'landcruiser70',
  lc76: 'landcruiser70',
  lc79: 'landcruiser70',
  lc200: 'landcruiser200',
  lc300: 'landcruiser300',
  prado: 'landcruiserprado',
  rav: 'rav4',
  cx5: 'cx5',
  cx9: 'cx9',
  crv: 'crv',
  hrv: 'hrv',
  xtrail: 'xtrail',
  dmax: 'dmax',
  mux: 'mux',
  bt50: 'bt50',
  ioniq: 'ioniq',
}
const MAKE_SHORT_FORMS: Record<string, string> = {
  vw: 'volkswagen',
  volkswagon: 'volkswagen',
  merc: 'mercedes',
  mercedes: 'mercedes',
  benz: 'mercedes',
  chev: 'chevrolet',
  chevy: 'chevrolet',
  holden: 'holden',
  landy: 'landrover',
  rangerover: 'landrover',
  mitsi: 'mitsubishi',
  mitsu: 'mitsubishi',
  subie: 'subaru',
  beemer: 'bmw',
  bimmer: 'bmw',
}
/** Facets whose words keep their meaning over a body type's same word ("ev" is electric, "4x4" four-wheel drive). */
const WIDER_FACETS = new Set<SentenceFacet>(['simple_fuel', 'simple_drive', 'simple_transmission', 'car_type'])
/** Words that only join the others: dropped from what stays as the query. */
const FILLER = new Set(
  (
    "a an the with and or for in of on to at by me my i im i'm we our us want wanting need needs needed looking look find show " +
    'get buy buying car cars vehicle vehicles family something some any anything that which is are has have than price priced ' +
    'budget cost costing good great nice please thanks preferably ideally around about under below over above less more max ' +
    'maximum min minimum up from between no newer older later earlier k km kms kilometres kilometers dollars bucks cheap cheapest affordable'
  ).split(' '),
)

// ——— Numbers: prices, kilometres, years, seats, weekly budgets. ———

/** An amount as shoppers write it: $25,000 · 25000 · 25k · 25.5k · 25 grand · 1.2m. */
const AMOUNT = String.raw`(?<![\w.,])\$?\s?(\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?)\s?(?:(k|grand|thousand|m|mil)\b)?`
const UNDER = String.raw`(?:under|below|less than|up to|upto|max(?:imum)?|at most|no more than|not more than|<|budget(?: of)?|cheaper than|within)`
const OVER = String.raw`(?:over|above|more than|at least|min(?:imum)?|>|from|starting at|upwards of)`
const ABOUT = String.raw`(?:around|about|approx(?:imately)?|roughly|~|near|close to|circa)`
const KM = String.raw`(?:km|kms|kilometres|kilometers|klms|k's|ks)\b`
const WEEK = String.raw`(?:a|per|\/|each|every)\s?(?:week|wk|wk\.)\b|(?:weekly|pw|p\/w)\b`

function amountOf(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''))
  if (unit === 'k' || unit === 'grand' || unit === 'thousand') return Math.round(value * 1_000)
  if (unit === 'm' || unit === 'mil') return Math.round(value * 1_000_000)
  return Math.round(value)
}

interface NumberRule {
  pattern: RegExp
  read(match: RegExpExecArray, found: ReadSentence, year: number): boolean
}

const isYear = (value: number, year: number) => value >= 1950 && value <= year + 1
const setRange = (found: ReadSentence, range: SentenceRange, min: number | null, max: number | null) => {
  found.ranges[range] = { min, max }
  return true
}
const around = (value: number) => ({ min: Math.round(value * (1 - AROUND)), max: Math.round(value * (1 + AROUND)) })

/** In order: the more specific first, so "$150 a week" is a weekly budget before it is a price. */
const NUMBER_RULES: NumberRule[] = [
  // Weekly budget: "$150 a week", "under 200 per week", "around $120 weekly".
  {
    pattern: new RegExp(String.raw`(?:(${UNDER}|${ABOUT})\s)?${AMOUNT}\s?(?:${WEEK})`, 'g'),
    read: ([, how, digits, unit], found) => {
      const value = amountOf(digits!, unit)
      if (how && new RegExp(`^${ABOUT}$`).test(how)) return setRange(found, 'weekly_price', around(value).min, around(value).max)
      return setRange(found, 'weekly_price', null, value)
    },
  },
  // Kilometres: "under 50,000 km", "less than 80k kms", "over 100000km", "50,000km or less".
  {
    pattern: new RegExp(String.raw`(?:(${UNDER}|${OVER}|${ABOUT})\s)?${AMOUNT}\s?${KM}(?:\s(or less|or under|or more|plus|\+))?`, 'g'),
    read: ([, how, digits, unit, after], found) => {
      const value = amountOf(digits!, unit)
      if ((how && new RegExp(`^${OVER}$`).test(how)) || (after && /more|plus|\+/.test(after))) return setRange(found, 'km', value, null)
      if (how && new RegExp(`^${ABOUT}$`).test(how)) return setRange(found, 'km', around(value).min, around(value).max)
      return setRange(found, 'km', null, value)
    },
  },
  { pattern: /\b(?:low|lo)\s?(?:km|kms|kilometres|kilometers|mileage|k's)\b/g, read: (_, found) => setRange(found, 'km', null, LOW_KM) },
  // Years: "2015-2018", "2015 to 2018", "2020 or newer", "2019+", "newer than 2019", "before 2015", "2019".
  {
    pattern: /\b(?:between\s)?((?:19|20)\d\d)\s?(?:-|–|to|and)\s?((?:19|20)\d\d)\b/g,
    read: ([, from, to], found, year) => {
      const [low, high] = [Number(from), Number(to)].sort((a, b) => a - b) as [number, number]
      return isYear(low, year) && isYear(high, year) && setRange(found, 'year', low, high)
    },
  },
  {
    pattern: /\b((?:19|20)\d\d)\s?(\+|or newer|or later|or above|or after|and newer|and later|and up|and above|onwards?|on|plus|or more recent)(?=\s|$)/g,
    read: ([, from], found, year) => isYear(Number(from), year) && setRange(found, 'year', Number(from), null),
  },
  {
    pattern: /\b(newer than|later than|after|since|from|at least)\s((?:19|20)\d\d)\b/g,
    read: ([, how, from], found, year) =>
      isYear(Number(from), year) && setRange(found, 'year', Number(from) + (how === 'newer than' || how === 'later than' || how === 'after' ? 1 : 0), null),
  },
  {
    pattern: /\b(older than|before|earlier than|up to|until)\s((?:19|20)\d\d)\b/g,
    read: ([, how, to], found, year) => isYear(Number(to), year) && setRange(found, 'year', null, Number(to) - (how === 'up to' || how === 'until' ? 0 : 1)),
  },
  {
    pattern: /\b((?:19|20)\d\d)\s(or older|or earlier|or before|and older|and earlier)\b/g,
    read: ([, to], found, year) => isYear(Number(to), year) && setRange(found, 'year', null, Number(to)),
  },
  // Seats: "7 seater", "7 seats", "8-seat", "seven seater".
  {
    pattern: /\b(\d{1,2}|two|four|five|six|seven|eight|nine)\s?-?\s?(?:seater|seaters|seats|seat)\b/g,
    read: ([, count], found) => {
      const words: Record<string, string> = { two: '2', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' }
      const seats = words[count!] ?? String(Number(count))
      ;(found.refinements.seats ??= []).push(seats)
      return true
    },
  },
  // Prices: "$25,000-$35,000", "25k to 35k", "between 20 and 30 grand".
  {
    pattern: new RegExp(String.raw`(?:between\s)?${AMOUNT}\s?(?:-|–|to|and)\s?${AMOUNT}`, 'g'),
    read: ([whole, lowDigits, lowUnit, highDigits, highUnit], found) => {
      // "20 and 30 grand": the second's unit is the first's too.
      const unit = lowUnit ?? highUnit
      const low = amountOf(lowDigits!, unit)
      const high = amountOf(highDigits!, highUnit ?? lowUnit)
      // Two bare numbers that could be anything ("2 to 3") are not a price.
      if (!/[$k]|grand|thousand/.test(whole) && high < 1_000) return false
      return setRange(found, 'price', Math.min(low, high), Math.max(low, high))
    },
  },
  {
    pattern: new RegExp(String.raw`(${UNDER}|${OVER}|${ABOUT})\s?${AMOUNT}`, 'g'),
    read: ([whole, how, digits, unit], found, year) => {
      const value = amountOf(digits!, unit)
      // "under 5" is no price; "under 2020" is a year (handled above when said so).
      if (value < 1_000 || (!/[$k]|grand|thousand/.test(whole) && isYear(value, year))) return false
      if (new RegExp(`^${ABOUT}$`).test(how!)) return setRange(found, 'price', around(value).min, around(value).max)
      if (new RegExp(`^${OVER}$`).test(how!)) return setRange(found, 'price', value, null)
      return setRange(found, 'price', null, value)
    },
  },
  // A bare amount said as money ("40k", "$30,000", "30 grand") is a budget: at most that.
  {
    pattern: /(?<![\w.])(?:\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|grand|thousand|m)?|(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|grand|thousand)\b)/g,
    read: ([, dollarDigits, dollarUnit, digits, unit], found) => {
      const value = amountOf((dollarDigits ?? digits)!, dollarUnit ?? unit)
      return value >= 1_000 && setRange(found, 'price', null, value)
    },
  },
  // A year on its own: "2019 hilux" means that model year.
  {
    pattern: /(?<![\w$.,])((?:19|20)\d\d)(?![\w,.])/g,
    read: ([, value], found, year) => isYear(Number(value), year) && setRange(found, 'year', Number(value), Number(value)),
  },
]

// ——— The vocabulary, compiled into lookups. ———

/** A name as compared: lower case, accents and everything but letters and digits dropped ("CX-5" → "cx5"). */
function compact(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

type Placement = Array<{ facet: SentenceFacet; value: string }>

export interface CompiledVocabulary {
  /** A compacted phrase (one to four words run together) → what it places. */
  exact: Map<string, Placement>
  /** A compacted model or make name with one character left out → the names it came from (for a typo within one edit). */
  oneDeleted: Map<string, string[]>
  /** The compacted model and make names, and what each places. */
  names: Map<string, Placement>
  /** The names a typo may be read as: those of one word, at least MIN_TYPO_LENGTH long. */
  typoNames: Set<string>
}

/** The longest phrase looked up, in words ("plug in hybrid", "tesla model y"). */
const MAX_PHRASE_WORDS = 4
/** Shorter words are read exactly: a typo of "suv" or "ute" is another word. */
const MIN_TYPO_LENGTH = 4

function add(map: Map<string, Placement>, key: string, placement: Placement): void {
  if (!key) return
  const known = map.get(key) ?? []
  for (const place of placement) if (!known.some((item) => item.facet === place.facet && item.value === place.value)) known.push(place)
  map.set(key, known)
}

function deletions(word: string): string[] {
  return Array.from({ length: word.length }, (_, index) => word.slice(0, index) + word.slice(index + 1))
}

/** The vocabulary's lookups: built once per site's stock (the storefront caches it with the stock's facets). */
export function compileSentenceVocabulary(vocabulary: SentenceVocabulary): CompiledVocabulary {
  const exact = new Map<string, Placement>()
  const names = new Map<string, Placement>()
  /** Names of one word: a typo is read only as one of these ("model" is not a typo of "Model Y"). */
  const oneWord = new Set<string>()
  const makeOf = new Map(vocabulary.makes.map((make) => [compact(make), make]))
  for (const make of vocabulary.makes) {
    add(names, compact(make), [{ facet: 'make', value: make }])
    if (!/\s/.test(make.trim())) oneWord.add(compact(make))
  }
  for (const makeModel of vocabulary.models) {
    const separator = makeModel.indexOf(':')
    const make = makeModel.slice(0, separator)
    const model = makeModel.slice(separator + 1)
    const placement: Placement = [
      { facet: 'make', value: make },
      { facet: 'make_model', value: makeModel },
    ]
    add(names, compact(model), placement)
    if (!/\s/.test(model.trim())) oneWord.add(compact(model))
    // "Mazda 3" is said with its make.
    add(exact, compact(`${make}${model}`), placement)
  }
  for (const [key, placement] of names) add(exact, key, placement)
  // Short forms: every model or make whose compacted name begins with the form's name.
  // "lc300" is the LandCruiser 300 where the site lists it so, else its LandCruiser.
  const models = [...names].filter(([, placement]) => placement.some((place) => place.facet === 'make_model'))
  for (const [form, start] of Object.entries(MODEL_SHORT_FORMS)) {
    const named = (prefix: string) => models.filter(([key]) => key.startsWith(prefix))
    const family = start.replace(/\d+$/, '')
    const meant =
      named(start).length > 0 ? named(start) : models.filter(([key]) => key === family).length > 0 ? models.filter(([key]) => key === family) : named(family)
    for (const [, placement] of meant) add(exact, form, placement)
  }
  for (const [form, start] of Object.entries(MAKE_SHORT_FORMS))
    for (const [key, make] of makeOf) if (key.startsWith(start)) add(exact, form, [{ facet: 'make', value: make }])

  const inStock = (values: readonly string[], value: string) => values.find((known) => known.toLowerCase() === value.toLowerCase())
  const words = (facet: SentenceFacet, table: Record<string, string[]>, values: readonly string[] | null) => {
    for (const [meant, said] of Object.entries(table)) {
      const value = values === null ? meant : inStock(values, meant)
      if (value) for (const phrase of said) add(exact, compact(phrase), [{ facet, value }])
    }
  }
  words('simple_fuel', FUEL_WORDS, vocabulary.fuels)
  words('simple_transmission', TRANSMISSION_WORDS, vocabulary.transmissions)
  words('simple_drive', DRIVE_WORDS, vocabulary.drives)
  words('car_type', CAR_TYPE_WORDS, null)
  // The body types' words (body-types.ts), after the others: a word that is already a fuel or a drive the site stocks
  // ("ev", "4x4") keeps that meaning, the wider one. A type's words find the site's values of that type and of the types
  // it also means ("hatchback" finds Hatch too), however the site writes them.
  for (const body of BODY_TYPES) {
    const meant = new Set([body.key, ...body.alsoMeans])
    const values = vocabulary.bodies.filter((value) => {
      const named = bodyTypeOf(value)
      return named !== null && meant.has(named.key)
    })
    if (values.length === 0) continue
    const placement = values.map((value) => ({ facet: 'simple_body' as const, value }))
    for (const phrase of [body.label, ...body.words]) {
      const key = compact(phrase)
      if (!exact.get(key)?.some((place) => WIDER_FACETS.has(place.facet))) add(exact, key, placement)
    }
  }
  for (const [family, said] of Object.entries(COLOUR_WORDS)) {
    const values = vocabulary.colours.filter((colour) =>
      colour
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((word) => COLOUR_WORDS[family]!.includes(word)),
    )
    if (values.length > 0)
      for (const phrase of said)
        add(
          exact,
          compact(phrase),
          values.map((value) => ({ facet: 'colour' as const, value })),
        )
  }

  const typoNames = new Set([...oneWord].filter((key) => key.length >= MIN_TYPO_LENGTH))
  const oneDeleted = new Map<string, string[]>()
  for (const key of typoNames) for (const shorter of deletions(key)) oneDeleted.set(shorter, [...(oneDeleted.get(shorter) ?? []), key])
  return { exact, oneDeleted, names, typoNames }
}

/** The make or model a word names within one edit (a letter wrong, missing, extra or two swapped), when just one does. */
function withinOneEdit(word: string, vocabulary: CompiledVocabulary): Placement | null {
  if (word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return null
  const candidates = new Set<string>()
  // A letter missing from the word (it is a name less a letter); a letter wrong or two swapped (both less a letter meet).
  for (const shorter of [word, ...deletions(word)]) for (const key of vocabulary.oneDeleted.get(shorter) ?? []) candidates.add(key)
  // A letter too many (the word less a letter is a name).
  for (const shorter of deletions(word)) if (vocabulary.typoNames.has(shorter)) candidates.add(shorter)
  const matches = [...candidates].filter((key) => isOneEdit(word, key))
  return matches.length === 1 ? vocabulary.names.get(matches[0]!)! : null
}

/** Damerau–Levenshtein distance of exactly one (the candidates are already close). */
function isOneEdit(a: string, b: string): boolean {
  if (a === b) return false
  if (a.length === b.length) {
    const differ = [...a].flatMap((char, index) => (char === b[index] ? [] : [index]))
    if (differ.length === 1) return true
    return differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!]
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a]
  if (longer.length - shorter.length !== 1) return false
  return deletions(longer).includes(shorter)
}

// ——— Reading a sentence. ———

/** Reads `text` against the compiled vocabulary. `year`: this year, for "2019+" and the years a car can have. */
export function readSearchSentence(text: string, vocabulary: CompiledVocabulary, year = new Date().getFullYear()): ReadSentence {
  const found: ReadSentence = { refinements: {}, ranges: {}, query: '' }
  const original = text.slice(0, 200).replace(/[\u2018\u2019]/g, "'")
  // One character for one: the numbers' spans are blanked out of both as they are read.
  let lower = original.toLowerCase()
  let kept = lower.length === original.length ? original : lower
  for (const rule of NUMBER_RULES) {
    rule.pattern.lastIndex = 0
    for (const match of lower.matchAll(rule.pattern)) {
      if (!rule.read(match as RegExpExecArray, found, year)) continue
      const blank = ' '.repeat(match[0].length)
      lower = lower.slice(0, match.index) + blank + lower.slice(match.index + match[0].length)
      kept = kept.slice(0, match.index) + blank + kept.slice(match.index + match[0].length)
    }
  }

  const words = [...lower.matchAll(/[^\s,;!?()"]+/g)].map((match) => ({ text: match[0], said: kept.slice(match.index, match.index + match[0].length) }))
  const unplaced: string[] = []
  const place = (placement: Placement) => {
    for (const { facet, value } of placement) {
      const values = (found.refinements[facet] ??= [])
      if (!values.includes(value)) values.push(value)
    }
  }
  for (let index = 0; index < words.length;) {
    let taken = 0
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - index); length >= 1 && taken === 0; length--) {
      const key = compact(
        words
          .slice(index, index + length)
          .map((word) => word.text)
          .join(''),
      )
      const placement = vocabulary.exact.get(key)
      if (placement) {
        place(placement)
        taken = length
      }
    }
    if (taken === 0) {
      const word = words[index]!
      const close = withinOneEdit(compact(word.text), vocabulary)
      if (close) place(close)
      else if (!FILLER.has(word.text.replace(/[.']+$/, '')) && compact(word.text) !== '') unplaced.push(word.said)
      taken = 1
    }
    index += taken
  }
  found.query = unplaced.join(' ')
  return found
}
