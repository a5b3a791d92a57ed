import type { ComponentProps } from 'react'
import { useEnhanced } from './near-viewport'

/**
 * A button that only scripts act on (it sends no form): copy a link, open a menu, turn a car. It is disabled until its
 * scripts have run, so a press before then is visibly refused rather than silently lost, and tests wait for it as a
 * shopper does (docs/decisions/052-controls-say-when-they-work.md). eslint.config.js makes every such button one.
 */
export function ScriptButton({ disabled = false, 'aria-disabled': ariaDisabled, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const enhanced = useEnhanced()
  const off = disabled || !enhanced
  // A disabled button says so itself; HTML forbids aria-disabled beside it.
  return <button type="button" {...props} disabled={off} aria-disabled={off ? undefined : ariaDisabled} />
}
