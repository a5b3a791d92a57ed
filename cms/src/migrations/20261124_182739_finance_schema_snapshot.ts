import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Nothing to change: the repayment calculators' and the finance pre-approval's migrations were made in parallel, each
 * diffed against an older snapshot. This one's snapshot (the .json beside it) is the whole schema after both, so the
 * next migration diffs against it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
