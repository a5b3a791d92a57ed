// The storefront's security headers, set by server.ts on every answer (helmet, plus Permissions-Policy, which helmet
// leaves alone). No site frames a storefront page, except the CMS admin's live preview, which frames /preview/*.
// Routes that need stricter headers (uploaded media) set their own on top.
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/** What no page of a dealer site uses: the browser refuses these APIs to the page and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

function headersFor(frameAncestors: string[]): RequestHandler {
  return helmet({
    // Only framing for now: a script policy needs nonces on React Router's inline scripts, still to come (issue 19), so
    // the policy has no default-src yet, which helmet asks to be said out loud.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, 'frame-ancestors': frameAncestors },
    },
    xFrameOptions: frameAncestors.includes("'none'") ? { action: 'deny' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http, so it is safe on a local stack and in force behind TLS.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Photos and media are linked from share previews and other sites: the resource policy stays cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
}

/** Express middleware: the live-preview route may be framed by the CMS's own origin only; every other page by nobody. */
export function securityHeaders(cmsPublicUrl: string): RequestHandler {
  const everywhere = headersFor(["'none'"])
  const preview = headersFor([new URL(cmsPublicUrl).origin])
  return (request, response, next) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    return (request.path.startsWith('/preview/') ? preview : everywhere)(request, response, next)
  }
}
