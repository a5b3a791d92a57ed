import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrCode } from './qr-code.server'

describe('the printout’s QR code', () => {
  const url = 'https://www.baysidetoyota.com.au/cars/2021-toyota-hilux-sr5-b1234'
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })

  it('is the matrix with four modules of quiet zone each side', () => {
    expect(qrCode(url).size).toBe(modules.size + 8)
  })

  it('draws one unit square per dark module, offset by the quiet zone', () => {
    const { path } = qrCode(url)
    const squares = [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => [Number(x) - 4, Number(y) - 4])
    expect(path).toBe(squares.map(([x, y]) => `M${x! + 4} ${y! + 4}h1v1h-1z`).join(''))
    let dark = 0
    for (let row = 0; row < modules.size; row += 1) for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) dark += 1
    expect(squares).toHaveLength(dark)
    expect(squares.every(([x, y]) => modules.get(y!, x!))).toBe(true)
  })
})
