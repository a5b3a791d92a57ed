// The storefront's security headers, set by server/app.ts on every answer (helmet, plus Permissions-Policy, which helmet
// leaves alone). No site frames a storefront page, except the CMS admin's live preview, which frames /preview/*.
// The Content-Security-Policy is defined in app/server/content-security-policy.server.ts: a page gets its own from
// app/entry.server.tsx (with its inline scripts' hashes), uploaded media a stricter one; every other answer gets the
// resource policy from here.
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import onHeaders from 'on-headers'
import { frameAncestorsFor, RESOURCE_POLICY } from '../app/server/content-security-policy.server'

/** What no page of a dealer site uses: the browser refuses these APIs to the page and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

function headersFor(framedByNobody: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: false,
    // For browsers that predate frame-ancestors; the preview's framing by the CMS origin has no X-Frame-Options form.
    xFrameOptions: framedByNobody ? { action: 'deny' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http, so it is safe on a local stack and in force behind TLS.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Photos and media are linked from share previews and other sites: the resource policy stays cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
}

/** Express middleware: the live-preview route may be framed by the CMS's own origin only; every other page by nobody. */
export function securityHeaders(cmsPublicUrl: string): RequestHandler {
  const everywhere = headersFor(true)
  const preview = headersFor(false)
  return (request, response, next) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    // Decided as the headers go out, once the route has (or hasn't) set a policy of its own.
    onHeaders(response, () => {
      if (!response.hasHeader('content-security-policy')) response.setHeader('Content-Security-Policy', RESOURCE_POLICY)
    })
    const framedByNobody = frameAncestorsFor(request.path, cmsPublicUrl).includes("'none'")
    return (framedByNobody ? everywhere : preview)(request, response, next)
  }
}
