import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_features_garage_path" AS ENUM('mymotorama', 'mybigboxcars', 'myblinkr', 'myservco');
  ALTER TABLE "site_settings" ADD COLUMN "features_garage_path" "enum_site_settings_features_garage_path";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "features_garage_path";
  DROP TYPE "public"."enum_site_settings_features_garage_path";`)
}
