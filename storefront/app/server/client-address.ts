import { createContext } from 'react-router'

/**
 * The shopper's IP address (through trusted proxies, see TRUST_PROXY), which server/app.ts puts in each request's
 * context for the lead forms' rate limit.
 */
export const clientAddressContext = createContext<string>('unknown')
