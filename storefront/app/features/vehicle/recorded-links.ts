/** The vehicle page's links whose following the server records as a numbered event (recorded-links.server.ts). */
export type RecordedLink = 'history-report' | 'print'

/** Where such a link points: through the server, which records it and redirects (/cars/{slug}/history-report, …/print). */
export function recordedLinkPath(slug: string, link: RecordedLink): string {
  return `/cars/${encodeURIComponent(slug)}/${link}`
}
