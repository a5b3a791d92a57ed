import { BELOW_MARKET_LABEL } from '@dealer/stock/display'

/** Spec 001 §4's below-market badge: the car's price is under AutoGrab's market and state averages (stock/display.ts). */
export function BelowMarketBadge({ className = '' }: { className?: string }) {
  return <p className={`below-market-badge ${className}`.trim()}>{BELOW_MARKET_LABEL}</p>
}
