/**
 * What apps (the storefront, the seed) import of the search package, as `@dealer/search/client`, all Node only: the
 * client's `hosts` option for a local service, the `requester` every server's client shares, and the readers of secured
 * API keys and of search parameters that the service itself uses, so a proxy judges a key and a query exactly as the
 * service will. The service's internals (`src/`) stay its own.
 */
export { localHosts, searchOrigin } from './hosts'
export { searchRequester } from './requester'
export { readSecuredApiKey } from './secured-key'
export { InvalidInputError, readSearchParams, type SearchParams } from './search-params'
