/** What the locations map shows and how it is mounted: shared by LocationsMap and the lazily loaded leaflet-map. */

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

/** The interactive map once mounted. */
export interface MountedMap {
  destroy(): void
}
