import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { isProduction } from './secrets'

const FIRST_USER_REFUSED =
  'Accounts are not created by signing up here. The first super-admin is created on the server with `npm run create-admin -w cms -- --email <address>`; super-admins add everyone else in the admin.'

/**
 * Payload's first-user sign-up (/admin/create-first-user, POST /api/users/first-register) makes whoever reaches an
 * empty database first its super-admin. In production it is closed: the one REST request that creates a user without
 * a signed-in super-admin is that sign-up, and it is refused; the first super-admin comes from the create-admin command
 * on the server (the Local API). Development keeps Payload's sign-up for a fresh local database.
 */
export const refuseSignUpInProduction: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && isProduction() && req.payloadAPI === 'REST' && !req.user) {
    // With data, Payload answers with this message (a bare APIError's would be replaced by 'An unknown error occurred').
    throw new APIError(FIRST_USER_REFUSED, 403, { signUp: 'closed' }, true)
  }
  return args
}
