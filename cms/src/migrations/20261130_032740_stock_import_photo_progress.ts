import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_imports" ADD COLUMN "photos_total" numeric DEFAULT 0;
  ALTER TABLE "stock_imports" ADD COLUMN "photos_copied" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_imports" DROP COLUMN "photos_total";
  ALTER TABLE "stock_imports" DROP COLUMN "photos_copied";`)
}
