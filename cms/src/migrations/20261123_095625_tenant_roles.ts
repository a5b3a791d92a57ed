import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_tenants_role" AS ENUM('tenant-admin', 'tenant-editor');
  ALTER TABLE "users_tenants" ADD COLUMN "role" "enum_users_tenants_role" DEFAULT 'tenant-editor' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_tenants" DROP COLUMN "role";
  DROP TYPE "public"."enum_users_tenants_role";`)
}
