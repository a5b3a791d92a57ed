import { metrics, once } from '@dealer/ops/metrics'

/** Each query's time by index (its count is the queries per index): only for an index that exists, so names stay few. */
const searchQueryDuration = once(
  'dealer_search_query_duration_seconds',
  (name) =>
    new metrics.Histogram({
      name,
      help: 'Duration of search queries (and facet value searches) run by the search service, per index.',
      labelNames: ['index'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    }),
)

/** Runs one query against `index`, timing it. */
export function timedQuery<T>(index: string, run: () => T): T {
  const end = searchQueryDuration.startTimer({ index })
  try {
    return run()
  } finally {
    end()
  }
}
