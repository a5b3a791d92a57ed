import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "stock_just_arrived_days" SET DEFAULT 8;
  ALTER TABLE "site_settings" ALTER COLUMN "stock_sold_tag" SET DEFAULT 'JUST SOLD';
  ALTER TABLE "site_settings" ADD COLUMN "stock_stock_count_over1999" numeric DEFAULT 2000;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "stock_just_arrived_days" SET DEFAULT 7;
  ALTER TABLE "site_settings" ALTER COLUMN "stock_sold_tag" SET DEFAULT 'SOLD';
  ALTER TABLE "site_settings" DROP COLUMN "stock_stock_count_over1999";`)
}
