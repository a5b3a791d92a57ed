import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Issue 24's parts made their migrations in parallel (blog posts, the Instant Message setting, the search page's
// settings), each against the same earlier schema snapshot. This one changes nothing: it records the merged schema
// (the .json beside it), so the next migration is worked out from all three.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
