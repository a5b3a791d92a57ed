import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useWhenNear } from '@dealer/blocks/ui/near-viewport'
import type { MapLocation, MapTiles, MountedMap } from './map-types'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

export type { MapLocation, MapTiles } from './map-types'

export interface LocationsMapProps {
  locations: readonly MapLocation[]
  /** Null: no interactive map, the static card only. */
  tiles: MapTiles | null
  /** The map's accessible name, e.g. "Map of Bayside Toyota Cleveland". */
  label: string
}

/** Spec-free wording: what a shopper sees when tiles or the map's script fail (the static card stays below it). */
const MAP_FAILED_TEXT = "The map couldn't load."

/**
 * The locations on a map. The static card (the address and Get Directions) is always there, so the page never waits
 * for or depends on the map; the interactive map is loaded lazily above it when there are tiles and a location with
 * coordinates.
 */
export function LocationsMap({ locations, tiles, label }: LocationsMapProps) {
  const id = useId()
  const placed = locations.some((location) => location.lat !== null && location.lng !== null)
  return (
    <section className="locations-map" aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="visually-hidden">
        {label}
      </h2>
      {tiles && placed ? <InteractiveMap locations={locations} tiles={tiles} label={label} /> : null}
      <ul className="locations-map__static">
        {locations.map((location) => (
          <li key={location.id}>
            <strong>{location.name}</strong>
            <address>
              {location.addressLines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <a href={location.directionsUrl} target="_blank" rel="noopener noreferrer">
              Get Directions<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

type MapState = 'waiting' | 'loading' | 'shown' | 'failed'

/**
 * The box the interactive map takes (its space kept from the start, so nothing shifts when it arrives). Leaflet is
 * imported when the box nears the viewport, or at once when the shopper presses Show map. Without JavaScript the box
 * is hidden (map.css: `scripting: none`), and the static card is the whole map.
 */
function InteractiveMap({ locations, tiles, label }: Required<LocationsMapProps> & { tiles: MapTiles }) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MapState>('waiting')
  const start = useCallback(() => setState((current) => (current === 'waiting' ? 'loading' : current)), [])
  useWhenNear(box, start)

  // The markers follow the list (the dealer locator's results change with its form).
  const key = JSON.stringify([tiles, locations.map((location) => [location.id, location.lat, location.lng])])
  useEffect(() => {
    if (state === 'waiting' || state === 'failed' || !canvas.current) return
    let mounted: MountedMap | null = null
    let cancelled = false
    import('./leaflet-map')
      .then(({ mountMap }) => {
        if (cancelled || !canvas.current) return
        mounted = mountMap(canvas.current, { locations, tiles, label, onTilesFailed: () => setState('failed') })
        setState('shown')
      })
      .catch((error: unknown) => {
        console.warn('The interactive map failed to load', error)
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      mounted?.destroy()
    }
    // `key` stands for locations and tiles; `state` only matters for leaving 'waiting' (not for 'loading' → 'shown').
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, label, state === 'waiting' || state === 'failed'])

  return (
    <div ref={box} className="locations-map__box" data-map-state={state}>
      {state === 'failed' ? (
        <p className="locations-map__notice" role="status">
          {MAP_FAILED_TEXT}
        </p>
      ) : (
        <div ref={canvas} className="locations-map__canvas">
          {state === 'waiting' ? (
            <ScriptButton className="button locations-map__show" onClick={start}>
              Show map
            </ScriptButton>
          ) : null}
        </div>
      )}
    </div>
  )
}
