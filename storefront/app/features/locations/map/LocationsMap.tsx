import { useId } from 'react'

/** One place on a map: what its marker and the static fallback card show. */
export interface MapLocation {
  id: number
  name: string
  /** ["12 Shore St West", "Cleveland QLD 4163"]. */
  addressLines: string[]
  /** Null when neither staff nor the postcode gave coordinates: listed, but without a marker. */
  lat: number | null
  lng: number | null
  directionsUrl: string
  /** The location's page, /our-location/{slug}. */
  detailsHref: string
}

/** Where the map's tiles come from (Site settings → Maps), resolved on the server by mapTilesFor. */
export interface MapTiles {
  /** A template with {z}, {x} and {y}. */
  url: string
  attribution: string
}

export interface LocationsMapProps {
  locations: readonly MapLocation[]
  /** Null: no interactive map, the static card only. */
  tiles: MapTiles | null
  /** The map's accessible name, e.g. "Map of Bayside Toyota Cleveland". */
  label: string
}

/**
 * The locations on a map. This is the static card every map falls back to (the address and Get Directions, so the
 * page never waits for or depends on the map); the interactive map is loaded lazily on top of it.
 */
export function LocationsMap({ locations, label }: LocationsMapProps) {
  const id = useId()
  return (
    <section className="locations-map" aria-labelledby={`${id}-label`}>
      <h2 id={`${id}-label`} className="visually-hidden">
        {label}
      </h2>
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
