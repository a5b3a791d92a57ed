import { useEffect, useState } from 'react'

/** Whether the page is scrolled `threshold` px or more (the sticky header at 500, the mobile action bar past 900). */
export function useScrolledPast(threshold: number, { strictly = false } = {}): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setPast(strictly ? window.scrollY > threshold : window.scrollY >= threshold)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [threshold, strictly])
  return past
}
