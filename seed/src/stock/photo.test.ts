// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { parsePhotoPath, photoPath, renderStockPhotoSvg, type PhotoSpec } from './photo'

describe('demo photos', () => {
  it('round-trips a photo spec through its address', () => {
    const spec: PhotoSpec = { body: 'people-mover', colour: 'a3151d', view: 12 }
    expect(parsePhotoPath(photoPath(spec))).toEqual(spec)
  })

  it('rejects addresses that are not demo photos', () => {
    for (const bad of ['/demo-photos/tank/a3151d/1.svg', '/demo-photos/ute/zzzzzz/1.svg', '/demo-photos/ute/a3151d/15.svg', '/demo-photos/ute/a3151d/1.svg?x', '/etc/passwd']) {
      expect(parsePhotoPath(bad)).toBeNull()
    }
  })

  it('draws well-formed, titled SVG in the car colour, small enough to send per photo', () => {
    for (const view of [0, 1, 7, 11]) {
      const svg = renderStockPhotoSvg({ body: 'ute', colour: '1f3a6e', view })
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml')
      expect(document.querySelector('parsererror')).toBeNull()
      expect(document.querySelector('title')?.textContent).toMatch(/^Demo photo: ute/)
      expect(svg).toContain('#1f3a6e')
      expect(svg.length).toBeLessThan(4096)
    }
  })
})
