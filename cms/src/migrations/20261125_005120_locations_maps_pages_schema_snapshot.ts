import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Issue 23's parts were built in parallel, each migration diffed against its own branch's snapshot; this one only
// records the merged schema's snapshot (the .json beside it), so the next migration diffs against all of them.
// Every statement a fresh diff proposed is already made by 20261124_235219, 20261125_000026 and 20261125_000932.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
