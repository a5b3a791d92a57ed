import { createContext } from 'react-router'

/**
 * The shopper's IP address (through trusted proxies, see TRUST_PROXY), which server.ts puts in each request's context
 * for the lead forms' rate limit. The root route module re-exports it so server.ts sets the build's own copy.
 */
export const clientAddressContext = createContext<string>('unknown')
