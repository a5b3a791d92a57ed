import { useEffect, useState } from 'react'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

const DISMISSED_KEY = 'located-at-dismissed'

/**
 * "Located at {city}" with Get Directions, when the car is away from the primary dealership's city (spec 000 §2);
 * dismissed with X for the rest of the visit.
 */
export function LocatedAtBanner({ city, directionsUrl }: { city: string; directionsUrl: string }) {
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (sessionStorage.getItem(DISMISSED_KEY) === city) setDismissed(true)
  }, [city])
  if (dismissed) return null
  return (
    <div className="located-at" role="region" aria-label="Where this car is">
      <p>
        Located at <strong>{city}</strong>
      </p>
      <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
        Get Directions<span className="visually-hidden"> to {city} (opens in a new tab)</span>
      </a>
      <ScriptButton
        className="located-at__close"
        aria-label="Dismiss"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, city)
          setDismissed(true)
        }}
      >
        <span aria-hidden="true">×</span>
      </ScriptButton>
    </div>
  )
}
