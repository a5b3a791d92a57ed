import type { PaymentProvider } from './payment-provider'
import { simulatorPaymentsFromEnvironment, type SimulatorPayments } from './simulator-payments.server'
import { stripePaymentsFromEnvironment } from './stripe-payments.server'

/**
 * The payment providers as this deployment configured them, made once per process (both are stateless: every instance
 * makes its own and they agree). A site picks one in Site settings → Reserve online → payments; callbacks and refunds
 * name the provider that took the payment, whatever the site's setting is now.
 */
export type ProviderName = PaymentProvider['name']

let simulator: SimulatorPayments | { problem: string } | null = null
let stripe: PaymentProvider | { problem: string } | null = null

export function simulatorProvider(): SimulatorPayments | { problem: string } {
  return (simulator ??= simulatorPaymentsFromEnvironment())
}

export function paymentProvider(name: ProviderName): PaymentProvider | { problem: string } {
  if (name === 'simulator') return simulatorProvider()
  return (stripe ??= stripePaymentsFromEnvironment())
}
