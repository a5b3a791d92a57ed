import { compileSentenceVocabulary, readSearchSentence, type CompiledVocabulary } from '@dealer/stock/search-sentence'
import type { Tenant } from '../../server/tenant'
import { emptySearchState, searchUrl, type SearchState } from './search-state'
import { stockWordCounts } from './stock-vocabulary.server'

/** The longest sentence read: a search box's worth. */
const MAX_SENTENCE = 200

/** Compiled once per cached copy of the site's facets, and forgotten with it. */
const compiled = new WeakMap<object, CompiledVocabulary>()

async function vocabularyOf(tenant: Tenant): Promise<CompiledVocabulary> {
  const counts = await stockWordCounts(tenant)
  let vocabulary = compiled.get(counts)
  if (!vocabulary) {
    const values = (facet: keyof typeof counts) => Object.keys(counts[facet])
    vocabulary = compileSentenceVocabulary({
      makes: values('make'),
      models: values('make_model'),
      bodies: values('simple_body'),
      colours: values('colour'),
      fuels: values('simple_fuel'),
      transmissions: values('simple_transmission'),
      drives: values('simple_drive'),
      seats: values('seats'),
    })
    compiled.set(counts, vocabulary)
  }
  return vocabulary
}

/**
 * The listing a shopper's sentence means (`/search?q=white hilux under 40k auto`, issue 47): its refinements from the
 * site's own stock words, what it couldn't place as the text query, at the listing's canonical address.
 */
export async function sentenceSearchPath(tenant: Tenant, sentence: string): Promise<string> {
  const read = readSearchSentence(sentence.trim().slice(0, MAX_SENTENCE), await vocabularyOf(tenant))
  const state: SearchState = { ...emptySearchState(), query: read.query, refinements: read.refinements, ranges: read.ranges }
  return searchUrl(state)
}
