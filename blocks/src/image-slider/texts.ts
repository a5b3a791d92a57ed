/** Spec 001 §2: the home slider's overlay link reads this unless staff change it. Its own module so the browser bundle needn't include the config. */
export const DISCOVER_THE_RANGE = 'Discover the Range'
