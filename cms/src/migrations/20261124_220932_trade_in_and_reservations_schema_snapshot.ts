import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change: the trade-in valuations and the reservations were migrated in parallel (20261124_205831, 20261124_205914),
 * each from a snapshot that lacked the other's tables. This migration's JSON is the schema with both, so the next
 * `migrate:create` diffs against the whole of it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
