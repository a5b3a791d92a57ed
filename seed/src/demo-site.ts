/**
 * A demo site as the onboarding wizard would be told about it (issue 49): the seed creates each missing demo site through
 * the wizard's own reader and creator (cms/src/onboarding), then lays the demo's own content over the starter content.
 */
import { readOnboardingInput, SHOWROOM_WEEK, type OnboardingInput } from '@dealer/cms/onboarding/input'
import type { StarterSite } from '@dealer/cms/onboarding/starter-content'
import type { DemoTenant } from './demo-tenants'

/** A demo dealership's lead inbox (captured under .data/mail in development). */
export const demoLeadEmail = (dealershipSlug: string) => `sales@${dealershipSlug}.example.com.au`

/** The facts the starter pages mention, for a demo site. */
export function demoStarterSite(tenant: DemoTenant): StarterSite {
  return {
    name: tenant.name,
    template: tenant.template,
    tagline: tenant.tagline,
    phone: tenant.phone,
    showrooms: tenant.dealerships.flatMap((dealership) => dealership.locations).length,
    privacyEmail: `privacy@${tenant.domains.at(-1)}`,
  }
}

/** The wizard's answers for a demo site, read and checked as the wizard's are; a demo value the wizard refuses stops the seed. */
export async function demoOnboarding(tenant: DemoTenant): Promise<OnboardingInput> {
  const [first] = tenant.dealerships
  const [showroom] = first.locations
  const reading = await readOnboardingInput({
    name: tenant.name,
    slug: tenant.slug,
    template: tenant.template,
    domains: tenant.domains,
    primaryColour: tenant.primaryColour,
    tagline: tenant.tagline,
    phone: tenant.phone,
    location: {
      name: showroom.name,
      slug: showroom.slug,
      street: showroom.address,
      city: showroom.city,
      state: showroom.state,
      postcode: showroom.postcode,
      phone: showroom.phone,
      hours: SHOWROOM_WEEK,
    },
    dealerships: tenant.dealerships.map((dealership) => ({
      name: dealership.name,
      slug: dealership.slug,
      makes: dealership.makes,
      leadEmail: demoLeadEmail(dealership.slug),
    })),
    leadEmail: demoLeadEmail(first.slug),
  })
  if (!reading.ok)
    throw new Error(
      `The demo site ${tenant.slug} doesn't pass onboarding: ${reading.problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ')}`,
    )
  return reading.input
}
