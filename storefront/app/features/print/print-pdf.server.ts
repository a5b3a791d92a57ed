/**
 * The printable car as a PDF (spec 001 §7 "PDF download: by car slug … a blob saved as {slug}.pdf"), built on the
 * server with PDFKit (decision 038): the same view as the print page, on one A4 page. Building a PDF is CPU, so each
 * shopper's address may ask for only a few a minute (counted in Postgres, shared by every instance), and the photo it
 * fetches is bounded in size and time.
 */
import PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import { createGuardedFetch, type GuardedFetch } from '@dealer/outbound/guarded-fetch'
import { parsePhotoPath, renderStockPhotoSvg } from '@dealer/stock/demo-photos'
import { consumeRateLimit, type RateLimit } from '../../server/rate-limit.server'
import { refuseUnread } from '../../server/request-guard.server'
import type { Tenant } from '../../server/tenant'
import { findPrintView, type PrintView } from './print-page.server'
import { printCarSlug, PRINT_SLUG_NEEDED } from './print-path'
import { pressedOnOwnPage, recordServerEvent } from '../analytics/events.server'

/** A shopper prints a car or two; more than this a minute from one address is someone making us do the work. */
const PRINT_PDF_RATE_LIMIT: RateLimit = { name: 'print-pdf', points: 10, durationSeconds: 60 }
/** A dealer's photo may be a large JPEG; past this the PDF goes without it. */
const PHOTO_MAX_BYTES = 4 * 1024 * 1024
const PHOTO_TIMEOUT_MS = 5_000

let fetchPhoto: GuardedFetch | null = null

/**
 * GET /print/pdf?car_id={slug}: the car's PDF as an attachment named {slug}.pdf; 400 for a bad car_id, 404 for no such
 * car here, 429 past the limit. HEAD answers the same status and headers without building the PDF (so without its
 * length, and not counted against the limit).
 */
export async function printPdfResponse(tenant: Tenant, request: Request, clientAddress: string): Promise<Response> {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return refuseUnread(request, Response.json({ error: 'The PDF is fetched with GET.' }, { status: 405 }))
  const url = new URL(request.url)
  const slug = printCarSlug(url.searchParams)
  if (!slug) return Response.json({ error: PRINT_SLUG_NEEDED }, { status: 400 })
  if (method === 'HEAD') {
    const view = await findPrintView(tenant, slug)
    return view ? new Response(null, { headers: pdfHeaders(view.slug) }) : Response.json({ error: 'This car is no longer listed.' }, { status: 404 })
  }
  const allowance = await consumeRateLimit(PRINT_PDF_RATE_LIMIT, clientAddress)
  if (!allowance.allowed) {
    return Response.json(
      { error: 'Too many PDFs from your address. Please try again in a minute.' },
      { status: 429, headers: { 'retry-after': String(allowance.retryAfterSeconds) } },
    )
  }
  const view = await findPrintView(tenant, slug)
  if (!view) return Response.json({ error: 'This car is no longer listed.' }, { status: 404 })
  const pdf = await buildPrintPdf(view, await photoFor(view.photoUrl))
  // Event 61 (spec 001 §7), for a press on the site's own printable page.
  if (pressedOnOwnPage(request)) await recordServerEvent(tenant, 'car-printed', { carId: view.objectID, path: url.pathname })
  return new Response(new Uint8Array(pdf), { headers: { ...pdfHeaders(view.slug), 'content-length': String(pdf.length) } })
}

function pdfHeaders(slug: string): Record<string, string> {
  return { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${slug}.pdf"`, 'cache-control': 'private, no-store' }
}

type Photo = { kind: 'svg'; svg: string } | { kind: 'raster'; bytes: Buffer }

/** The car's first photo: a demo photo is drawn here from its address; a dealer's JPEG or PNG is fetched through the guarded client. */
async function photoFor(photoUrl: string | null): Promise<Photo | null> {
  if (!photoUrl) return null
  if (photoUrl.startsWith('/')) {
    const spec = parsePhotoPath(photoUrl)
    return spec ? { kind: 'svg', svg: renderStockPhotoSvg(spec) } : null
  }
  try {
    fetchPhoto ??= createGuardedFetch()
    const response = await fetchPhoto(photoUrl, { timeoutMs: PHOTO_TIMEOUT_MS, maxResponseBytes: PHOTO_MAX_BYTES })
    return response.status === 200 && isRaster(response.body) ? { kind: 'raster', bytes: response.body } : null
  } catch {
    return null // the guarded client has logged why; the PDF is still worth having without the photo
  }
}

/** JPEG or PNG by their first bytes: the only photos PDFKit embeds. */
function isRaster(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return jpeg || png
}

const INK = '#1a1d21'
const MUTED = '#545b64'

/** One A4 page: the name and price, the photo beside the QR code, key information, dealer comments and the location. */
function buildPrintPdf(view: PrintView, photo: Photo | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${view.name} – ${view.price.text}`, Author: view.siteName } })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(view.siteName)
  doc.moveDown(0.3)
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(view.name)
  const subtitle = [view.heading, view.series, `Stock #${view.stocknum}`].filter(Boolean).join(' · ')
  doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(subtitle)
  doc.moveDown(0.4)
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(view.price.priceType ? `${view.price.text} ${view.price.priceType}` : view.price.text)
  if (view.price.was) doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(`Was ${view.price.was}`)
  doc.moveDown(0.6)

  // The photo (3:2) on the left, the QR code to the car's page on the right.
  const top = doc.y
  const photoWidth = width * 0.66
  const photoHeight = (photoWidth * 2) / 3
  if (photo?.kind === 'svg') SVGtoPDF(doc, photo.svg, left, top, { width: photoWidth, height: photoHeight, preserveAspectRatio: 'xMidYMid meet' })
  if (photo?.kind === 'raster') {
    try {
      doc.image(photo.bytes, left, top, { fit: [photoWidth, photoHeight], align: 'center', valign: 'center' })
    } catch {
      // A corrupt JPEG: the page goes without it.
    }
  }
  const qrSide = Math.min(140, width - photoWidth - 20)
  const qrLeft = left + width - qrSide
  doc
    .save()
    .translate(qrLeft, top)
    .scale(qrSide / view.qr.size)
    .path(view.qr.path)
    .fill('#000000')
    .restore()
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8)
    .text('Scan to see this car online', qrLeft, top + qrSide + 4, { width: qrSide, align: 'center' })
  doc.text(view.carUrl, qrLeft, doc.y + 2, { width: qrSide, align: 'center' })
  doc.x = left
  doc.y = top + photoHeight + 16

  heading(doc, 'Key information')
  for (const spec of view.specs) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${spec.label}: `, { continued: true }).font('Helvetica').text(spec.value)
  }
  doc.moveDown(0.6)
  heading(doc, 'Dealer comments')
  doc.font('Helvetica').fontSize(10).fillColor(INK)
  for (const paragraph of view.comments) doc.text(paragraph, { width, paragraphGap: 4 })
  doc.moveDown(0.6)
  heading(doc, 'Location')
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(view.location.name)
  doc.font('Helvetica')
  for (const line of view.location.lines) doc.text(line)
  if (view.location.phone) doc.text(`Phone ${view.location.phone}`)
  doc.end()
  return done
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(text)
  doc.moveDown(0.2)
}
