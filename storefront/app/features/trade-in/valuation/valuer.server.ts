import type { ConditionAnswers, ValuationOutcome, ValuationVehicle } from '@dealer/stock/valuation'

/** What a trade-in valuation is asked: the shopper's car, where it is registered, and the condition answers. */
export interface ValuationRequest {
  vehicle: ValuationVehicle
  /** The state or territory the car is registered in (NSW, QLD…): external providers price by it. */
  state: string
  condition: ConditionAnswers
}

/**
 * A trade-in valuation behind one interface (spec 001 §7): the built-in model over the group's own stock, or an
 * external valuation API. Either answers an estimate with a range and a confidence, or "inspect" (no number: spec 001
 * §5's 7 years / 100,000 km rule, or too little to go on); a provider that can't answer throws `ProviderFailure`.
 */
export interface Valuer {
  value(request: ValuationRequest): Promise<ValuationOutcome>
}
