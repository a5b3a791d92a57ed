/**
 * Which kind of machine this is, and what a live site may not run on (issue 44). A deployment is development only when
 * it says so (DEALER_ENV=development: `npm start`, `npm test`, a developer's machine); anything else is production,
 * whatever NODE_ENV says (the local stack runs the production build too). Production has no development secrets and no
 * simulators: a live site on the broker simulator would show invented rates and tell applicants nothing was sent.
 */

type Environment = Record<string, string | undefined>

/** Whether this process may use development secrets and simulators. */
export function isDevelopmentDeployment(env: Environment = process.env): boolean {
  return env.DEALER_ENV === 'development'
}

/** The refusal's last line, said wherever a simulator is refused. */
export const DEVELOPMENT_ONLY_HINT =
  'Simulators are for development (DEALER_ENV=development, on a machine no shopper uses): choose a real provider; see the README, "Configuration".'

/** A site setting whose value `simulator` answers shoppers with invented data, and what its real provider needs. */
export interface SimulatorSetting {
  group: 'finance' | 'tradeIn' | 'reserve' | 'maps' | 'reviews'
  field: string
  /** Where staff find it in the admin. */
  label: string
  /** The value that is the simulator. */
  simulator: string
  /**
   * Whether leaving it unset is the simulator too: a Site settings provider defaults to it, while a site without a
   * review import imports nothing.
   */
  unsetIsSimulator: boolean
}

export const SIMULATOR_SETTINGS: readonly SimulatorSetting[] = [
  { group: 'finance', field: 'broker', label: 'Finance pre-approval → Broker', simulator: 'simulator', unsetIsSimulator: true },
  { group: 'tradeIn', field: 'regoLookup', label: 'Trade-in valuation → Registration lookup', simulator: 'simulator', unsetIsSimulator: true },
  { group: 'reserve', field: 'payments', label: 'Reserve online → Payments', simulator: 'simulator', unsetIsSimulator: true },
  { group: 'maps', field: 'tiles', label: 'Maps → Tiles', simulator: 'simulator', unsetIsSimulator: true },
  { group: 'reviews', field: 'provider', label: 'Review imports → Provider', simulator: 'simulator', unsetIsSimulator: false },
]

type SettingsShape = Partial<Record<SimulatorSetting['group'], Record<string, unknown> | null | undefined>> | null | undefined

/** The settings of one site that are (or, unset, default to) a simulator. A site without settings uses every default. */
export function simulatorsIn(settings: SettingsShape): SimulatorSetting[] {
  return SIMULATOR_SETTINGS.filter((setting) => {
    const value = settings?.[setting.group]?.[setting.field]
    return value === undefined || value === null ? setting.unsetIsSimulator : value === setting.simulator
  })
}

/**
 * Why `who` ("The CMS", "The storefront", …) must not start in production: each site and setting on a simulator, or
 * null when none is (or this is a development deployment).
 */
export function simulatorsProblem(who: string, sites: ReadonlyArray<{ slug: string; settings: SettingsShape }>, env: Environment = process.env): string | null {
  if (isDevelopmentDeployment(env)) return null
  const found = sites.flatMap((site) => simulatorsIn(site.settings).map((setting) => `  ${site.slug}: ${setting.label} is the simulator`))
  if (found.length === 0) return null
  return [`${who} does not start in production while a site uses a simulator:`, ...found, DEVELOPMENT_ONLY_HINT].join('\n')
}
