import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_deliveries_destination" ADD VALUE 'admin-notice';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Notices to site admins can't be kept without their value: they go first (leads/worker.ts queued them).
  await db.execute(sql`
   DELETE FROM "lead_deliveries" WHERE "destination" = 'admin-notice';
   ALTER TABLE "lead_deliveries" ALTER COLUMN "destination" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_destination";
  CREATE TYPE "public"."enum_lead_deliveries_destination" AS ENUM('email', 'adf-webhook');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "destination" SET DATA TYPE "public"."enum_lead_deliveries_destination" USING "destination"::"public"."enum_lead_deliveries_destination";`)
}
