import { InvalidInputError, type IndexSettings, type JsonObject } from './types'

/** Settings that must be lists of strings; the rest are stored as given until the engine uses them. */
const LIST_SETTINGS = [
  'searchableAttributes',
  'attributesForFaceting',
  'customRanking',
  'attributesToRetrieve',
  'replicas',
  'ranking',
  'unretrievableAttributes',
]
const FACETING_MODIFIERS = new Set(['filterOnly', 'searchable', 'afterDistinctFilter'])
const MODIFIER = /^(\w+)\((.+)\)$/
const CUSTOM_RANKING = /^(asc|desc)\((.+)\)$/

/**
 * Applies a `setSettings` body to the current settings: as in Algolia, only the settings named
 * change, and `null` resets one to its default. Rejects malformed values before anything is stored.
 */
export function updateSettings(current: IndexSettings, update: JsonObject): IndexSettings {
  const next: IndexSettings = { ...current }
  for (const [name, value] of Object.entries(update)) {
    if (value === null) {
      delete next[name]
      continue
    }
    if (LIST_SETTINGS.includes(name) && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      throw new InvalidInputError(`${name} must be a list of strings`)
    }
    next[name] = value
  }
  for (const setting of next.attributesForFaceting ?? []) {
    const modifier = MODIFIER.exec(setting)?.[1]
    if (modifier && !FACETING_MODIFIERS.has(modifier)) throw new InvalidInputError(`attributesForFaceting: unknown modifier ${modifier}() in "${setting}"`)
  }
  for (const rule of next.customRanking ?? []) {
    if (!CUSTOM_RANKING.test(rule)) throw new InvalidInputError(`customRanking: "${rule}" must be asc(attribute) or desc(attribute)`)
  }
  return next
}

/** Strips an attribute's modifier: `filterOnly(tenant)`, `searchable(make)`, `unordered(name)` → the attribute. */
export function attributeName(setting: string): string {
  return MODIFIER.exec(setting)?.[2] ?? setting
}

/** The attributes whose values `facets` can count: every faceting attribute but `filterOnly` ones. */
export function facetableAttributes(settings: IndexSettings): string[] {
  return (settings.attributesForFaceting ?? []).filter((setting) => !setting.startsWith('filterOnly(')).map(attributeName)
}

/** The attributes full-text search reads, or undefined for "every attribute". `"title,subtitle"` lists two of equal rank. */
export function searchableAttributes(settings: IndexSettings): string[] | undefined {
  return settings.searchableAttributes?.flatMap((setting) =>
    attributeName(setting)
      .split(',')
      .map((name) => name.trim()),
  )
}

/** searchableAttributes without modifiers, keeping "make,model" entries whole: the words' attribute ranks. */
export function searchableAttributeGroups(settings: IndexSettings): string[] | undefined {
  return settings.searchableAttributes?.map(attributeName)
}

export interface RankingCriterion {
  attribute: string
  direction: 'asc' | 'desc'
}

export function customRankingCriteria(settings: IndexSettings): RankingCriterion[] {
  return (settings.customRanking ?? []).flatMap((rule): RankingCriterion[] => {
    const match = CUSTOM_RANKING.exec(rule)
    return match ? [{ direction: match[1] === 'asc' ? 'asc' : 'desc', attribute: match[2] }] : []
  })
}
