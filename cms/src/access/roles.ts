import type { Access } from 'payload'

export const ROLES = ['super-admin', 'staff'] as const
export type Role = (typeof ROLES)[number]

interface UserWithRoles {
  roles?: Role[] | null
}

export function isSuperAdmin(user: UserWithRoles | null | undefined): boolean {
  return Boolean(user?.roles?.includes('super-admin'))
}

export const superAdminOnly: Access = ({ req }) => isSuperAdmin(req.user)

export const signedIn: Access = ({ req }) => Boolean(req.user)
