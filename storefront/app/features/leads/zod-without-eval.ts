// Zod builds faster object parsers with `new Function` where it may, and probes for that as a schema is built. The
// page's script policy allows no eval, and browsers report even the caught probe as a violation. Imported before any
// schema is built (lead-forms.ts); only in the browser: the server has no policy and keeps the faster parsers.
import { config } from 'zod'

if (typeof document !== 'undefined') config({ jitless: true })
