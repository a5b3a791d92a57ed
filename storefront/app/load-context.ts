// What storefront/server.ts gives every loader and action besides the request.
declare module 'react-router' {
  interface AppLoadContext {
    /** The shopper's IP address (through trusted proxies, see TRUST_PROXY). */
    clientAddress: string
  }
}

export {}
