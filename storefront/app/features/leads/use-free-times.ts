import { useEffect, useState } from 'react'
import type { AppointmentSlot } from './appointments'

/**
 * The free test-drive times at `url` (/api/test-drive-slots?car=… or ?location=…), asked afresh each time the url
 * changes (other shoppers book meanwhile): undefined while loading or with no url, null when they could not be loaded.
 * `initial` is what the server rendered, shown until the first answer.
 */
export function useFreeTimes(url: string | null, initial?: AppointmentSlot[] | null): AppointmentSlot[] | null | undefined {
  const [slots, setSlots] = useState<{ url: string | null; slots: AppointmentSlot[] | null } | null>(null)
  useEffect(() => {
    if (!url) return
    let current = true
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<{ slots: AppointmentSlot[] }>) : null))
      .catch(() => null)
      .then((answer) => {
        if (current) setSlots({ url, slots: answer?.slots ?? null })
      })
    return () => {
      current = false
    }
  }, [url])
  if (slots && slots.url === url) return slots.slots
  return initial
}
