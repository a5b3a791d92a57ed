/**
 * The interactive map itself: Leaflet and its style sheet. Only LocationsMap's dynamic import() loads this module, so
 * Leaflet (about 40 kB gzipped with its CSS) is in no page's first-load JavaScript or CSS; it arrives when a map
 * nears the viewport or the shopper asks for it.
 */
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { MapLocation, MapTiles, MountedMap } from './map-types'
import { MAX_TILE_ZOOM } from './simulated-tile'

/** A street-level view when there is one marker; never closer than this when fitting several. */
const SINGLE_ZOOM = 14

export interface MountOptions {
  locations: readonly MapLocation[]
  tiles: MapTiles
  /** The map region's accessible name. */
  label: string
  /** A tile failed to load: the caller shows its notice instead of a blank map. */
  onTilesFailed(): void
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const PIN_SVG =
  '<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path fill="currentColor" stroke="#fff" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"/></svg>'

/** Markers closer than this (pixels) are spread apart: each stays a target of its own (WCAG 2.2 target size). */
const MARKER_SPACING = 36

/**
 * Our own pin (no image files: Leaflet's default marker icon is an image its CSS can't find once bundled), drawn
 * `shift` pixels from its place when it has to make room for a neighbour; its popup opens over the pin as drawn.
 */
function pin(shift: { x: number; y: number } = { x: 0, y: 0 }): L.DivIcon {
  return L.divIcon({
    className: 'locations-map__marker',
    html: PIN_SVG,
    iconSize: [32, 32],
    iconAnchor: [16 - shift.x, 30 - shift.y],
    popupAnchor: [shift.x, shift.y - 28],
  })
}

/**
 * At the current zoom, markers that would overlap (two showrooms in one suburb, departments at one address, or a city
 * seen from afar) are drawn on a circle around their group's middle, MARKER_SPACING apart, so none hides another.
 * Groups that then come too close to another marker (or group) are merged and drawn again, until every marker drawn
 * is MARKER_SPACING from every other.
 */
function spreadOverlapping(map: L.Map, markers: readonly L.Marker[]): void {
  const points = markers.map((marker) => map.latLngToLayerPoint(marker.getLatLng()))
  const groupOf = points.map((_, index) => index)
  const layout = () => {
    const drawn = points.map((point) => ({ x: point.x, y: point.y }))
    for (const group of new Set(groupOf)) {
      const members = groupOf.flatMap((owner, index) => (owner === group ? [index] : []))
      if (members.length === 1) continue
      const middle = {
        x: members.reduce((sum, index) => sum + points[index].x, 0) / members.length,
        y: members.reduce((sum, index) => sum + points[index].y, 0) / members.length,
      }
      const radius = MARKER_SPACING / (2 * Math.sin(Math.PI / members.length))
      members.forEach((index, place) => {
        const angle = Math.PI + (2 * Math.PI * place) / members.length
        drawn[index] = { x: middle.x + radius * Math.cos(angle), y: middle.y + radius * Math.sin(angle) }
      })
    }
    return drawn
  }
  let drawn = layout()
  // Each pass merges at least two groups, so it ends within markers.length passes.
  for (let pass = 0; pass < markers.length; pass++) {
    const clash = drawn.flatMap((a, i) =>
      drawn.flatMap((b, j) => (j > i && groupOf[i] !== groupOf[j] && Math.hypot(a.x - b.x, a.y - b.y) < MARKER_SPACING - 0.5 ? [[i, j] as const] : [])),
    )[0]
    if (!clash) break
    const [from, into] = [groupOf[clash[1]], groupOf[clash[0]]]
    groupOf.forEach((owner, index) => {
      if (owner === from) groupOf[index] = into
    })
    drawn = layout()
  }
  markers.forEach((marker, index) => marker.setIcon(pin({ x: Math.round(drawn[index].x - points[index].x), y: Math.round(drawn[index].y - points[index].y) })))
}

export function mountMap(element: HTMLElement, { locations, tiles, label, onTilesFailed }: MountOptions): MountedMap {
  const placed = locations.filter((location): location is MapLocation & { lat: number; lng: number } => location.lat !== null && location.lng !== null)
  const map = L.map(element, { scrollWheelZoom: false, keyboard: true })
  // Leaflet makes the container focusable (arrow keys pan, + and - zoom); give it a name and a role to match.
  element.setAttribute('role', 'region')
  element.setAttribute('aria-label', label)
  map.attributionControl.setPrefix(false)
  let failed = false
  L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: MAX_TILE_ZOOM })
    .on('tileerror', () => {
      if (failed) return
      failed = true
      onTilesFailed()
    })
    .addTo(map)
  const markers: L.Marker[] = []
  for (const location of placed) {
    const popup = `<strong>${escapeHtml(location.name)}</strong><br>${location.addressLines.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(location.detailsHref)}">View Location Details<span class="visually-hidden"> for ${escapeHtml(location.name)}</span></a>`
    markers.push(L.marker([location.lat, location.lng], { icon: pin(), title: location.name, alt: location.name, keyboard: true }).bindPopup(popup).addTo(map))
  }
  if (placed.length === 1) map.setView([placed[0].lat, placed[0].lng], SINGLE_ZOOM)
  else map.fitBounds(L.latLngBounds(placed.map((location) => [location.lat, location.lng])), { padding: [36, 36], maxZoom: SINGLE_ZOOM })
  spreadOverlapping(map, markers)
  map.on('zoomend', () => spreadOverlapping(map, markers))
  return { destroy: () => map.remove() }
}
