import QRCode from 'qrcode'

/** A QR code as one SVG path on a grid of `size` modules (quiet zone included), for the page and the PDF alike. */
export interface QrCode {
  size: number
  path: string
}

/** Spec 001 §2's printout links back to the car: four modules of quiet zone, as scanners expect. */
const QUIET_ZONE = 4

/** The QR code of `text` (error correction M: a printout may be creased or smudged). */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const squares: string[] = []
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`)
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: squares.join('') }
}
