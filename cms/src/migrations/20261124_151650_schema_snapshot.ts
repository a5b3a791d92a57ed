import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Nothing to change: four migrations of 24 November were made in parallel, each diffed against an older snapshot. This
 * one's snapshot (the .json beside it) is the whole schema after all of them, so the next migration diffs against it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
