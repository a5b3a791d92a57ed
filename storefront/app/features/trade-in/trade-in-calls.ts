// The trade-in form's calls to the storefront (browser only): a JSON call that never throws, and the manufacturer
// list's next level as the shopper chooses.
import { useEffect, useState } from 'react'
import { fetchJson, type CallAnswer } from '../leads/json-call'
import { TRADE_IN_PATHS, type CatalogueAnswer } from './trade-in-api'
import {
  CATALOGUE_FAILED,
  CATALOGUE_LEVELS,
  choicesAbove,
  errorText,
  nextCatalogueLevel,
  type CatalogueLevel,
  type TradeInAction,
  type TradeInState,
} from './trade-in-form'

/** Long enough for a slow registration or valuation API behind the storefront, short enough that a shopper isn't left waiting. */
const CALL_TIMEOUT_MS = 20_000

/** GETs or POSTs JSON; the answer's status and body (null when it isn't JSON), or null when no answer came in time. */
export async function callJson(path: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<CallAnswer> {
  return fetchJson(path, { ...options, timeoutMs: CALL_TIMEOUT_MS })
}

/** GET /api/trade-in/catalogue's address for `level`, given the choices above it. */
function catalogueUrl(level: CatalogueLevel, above: string[]): string {
  const names = CATALOGUE_LEVELS.slice(0, CATALOGUE_LEVELS.indexOf(level))
  const query = new URLSearchParams(names.map((name, index) => [name, above[index] ?? '']))
  const search = query.toString()
  return search ? `${TRADE_IN_PATHS.catalogue}?${search}` : TRADE_IN_PATHS.catalogue
}

export type CatalogueStatus = { level: CatalogueLevel; status: 'loading' } | { level: CatalogueLevel; status: 'failed'; error: string } | null

/**
 * While the shopper chooses from the manufacturer list, asks for the next level's options (one level per call) and
 * hands them to the reducer, which keeps them only if the choices above are still those asked about. `retry` asks again
 * after a failure.
 */
export function useCatalogue(state: TradeInState, dispatch: (action: TradeInAction) => void): { status: CatalogueStatus; retry: () => void } {
  const [status, setStatus] = useState<CatalogueStatus>(null)
  const [attempt, setAttempt] = useState(0)
  const level = state.mode === 'catalogue' ? nextCatalogueLevel(state) : null
  // The choices above the level as text: the effect runs again only when they change.
  const above = JSON.stringify(level ? choicesAbove(state.choice, level) : [])
  useEffect(() => {
    if (!level) {
      setStatus(null)
      return
    }
    const asked = JSON.parse(above) as string[]
    const controller = new AbortController()
    setStatus({ level, status: 'loading' })
    void callJson(catalogueUrl(level, asked), { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return
      const options = (answer?.body as Partial<CatalogueAnswer> | null)?.options
      if (answer && answer.status === 200 && Array.isArray(options) && options.every((option) => typeof option === 'string')) {
        setStatus(null)
        dispatch({ type: 'options', level, above: asked, options })
      } else setStatus({ level, status: 'failed', error: errorText(answer, CATALOGUE_FAILED) })
    })
    return () => controller.abort()
  }, [level, above, attempt, dispatch])
  return { status, retry: () => setAttempt((count) => count + 1) }
}
