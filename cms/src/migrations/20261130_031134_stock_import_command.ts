import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_stock_imports_origin" ADD VALUE 'command';
  ALTER TABLE "stock_imports" ADD COLUMN "kept_reserved" numeric DEFAULT 0;
  ALTER TABLE "stock_imports" ADD COLUMN "alerts_queued" numeric DEFAULT 0;
  ALTER TABLE "stock_imports" ADD COLUMN "sold_window_days" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_imports" ALTER COLUMN "origin" SET DATA TYPE text;
  UPDATE "stock_imports" SET "origin" = 'upload' WHERE "origin" = 'command';
  DROP TYPE "public"."enum_stock_imports_origin";
  CREATE TYPE "public"."enum_stock_imports_origin" AS ENUM('schedule', 'manual', 'upload');
  ALTER TABLE "stock_imports" ALTER COLUMN "origin" SET DATA TYPE "public"."enum_stock_imports_origin" USING "origin"::"public"."enum_stock_imports_origin";
  ALTER TABLE "stock_imports" DROP COLUMN "kept_reserved";
  ALTER TABLE "stock_imports" DROP COLUMN "alerts_queued";
  ALTER TABLE "stock_imports" DROP COLUMN "sold_window_days";`)
}
