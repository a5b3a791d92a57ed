// Imported first by lead-worker.ts, so its lines are named `lead-worker` before Payload's config asks for the
// process's logger (the first name given is the one kept).
import { logger, routeConsoleTo } from '@dealer/ops/log'

routeConsoleTo(logger('lead-worker'))
