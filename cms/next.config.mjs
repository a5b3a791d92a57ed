import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@dealer/blocks', '@dealer/outbound', '@dealer/ops', '@dealer/geo'],
  poweredByHeader: false,
  // One prom-client per process: the instrumentation hook serves the registry the route handlers count into, and Next
  // would otherwise bundle a copy into each. Tracing's SDK and pg are loaded by Node, not bundled, so the instrumentation
  // hook's tracing (when on) sees pg as it loads.
  serverExternalPackages: [
    'prom-client',
    'pg',
    '@opentelemetry/sdk-trace',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/context-async-hooks',
    '@opentelemetry/core',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-undici',
    '@opentelemetry/instrumentation-pg',
  ],
  // The admin is never framed (clickjacking), and tells browsers what it doesn't use. Browsers ignore HSTS over plain
  // http, so it is safe on a local stack and in force behind TLS. The policy restricts plugins, <base> and form targets
  // but not scripts: Next's and Payload's inline scripts carry no nonce (docs/decisions/017-content-security-policy.md).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'" },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
        ],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
