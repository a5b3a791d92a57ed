import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { timedApi } from '../../../../lib/api-metrics'

export const GET = timedApi('GET', REST_GET(config))
export const POST = timedApi('POST', REST_POST(config))
export const DELETE = timedApi('DELETE', REST_DELETE(config))
export const PATCH = timedApi('PATCH', REST_PATCH(config))
export const PUT = timedApi('PUT', REST_PUT(config))
export const OPTIONS = timedApi('OPTIONS', REST_OPTIONS(config))
