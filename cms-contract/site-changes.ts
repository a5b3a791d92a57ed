/**
 * How every storefront instance hears that a site changed: the CMS sends `NOTIFY site_changed, '<tenant id>'` in the
 * transaction that made the change (so it arrives once the change is visible to every reader, and never for a change
 * that rolled back), and each instance LISTENs. A publish, a deletion, a stock import's report and a car's Reserved
 * flag all say it; the storefront then drops the site's cached content and pages (decision 041).
 */
export const SITE_CHANGED_CHANNEL = 'site_changed'

/** The message's text when what changed is shared by every site (the manufacturers' list). */
export const EVERY_SITE = '*'
