import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { observedApi } from '../../../../lib/observed-api'

export const GET = observedApi('GET', REST_GET(config))
export const POST = observedApi('POST', REST_POST(config))
export const DELETE = observedApi('DELETE', REST_DELETE(config))
export const PATCH = observedApi('PATCH', REST_PATCH(config))
export const PUT = observedApi('PUT', REST_PUT(config))
export const OPTIONS = observedApi('OPTIONS', REST_OPTIONS(config))
