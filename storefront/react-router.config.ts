import type { Config } from '@react-router/dev/config'

// Middleware resolves the tenant once per request (app/server/tenant.server.ts).
export default { ssr: true, future: { v8_middleware: true } } satisfies Config
