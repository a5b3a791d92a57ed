import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 24: the search page's Site settings (refresh path, page-1 default city, price quick picks), and the just-arrived
// tag's default becomes the spec's "New" (spec 000 §4), also on sites that kept the old default "Just Arrived".
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_stock_refresh_path" AS ENUM('special-offers', 'stock');
  CREATE TYPE "public"."enum_site_settings_stock_price_quick_picks" AS ENUM('standard', 'prestige');
  ALTER TABLE "site_settings" ALTER COLUMN "stock_just_arrived_tag" SET DEFAULT 'New';
  UPDATE "site_settings" SET "stock_just_arrived_tag" = 'New' WHERE "stock_just_arrived_tag" = 'Just Arrived';
  ALTER TABLE "site_settings" ADD COLUMN "stock_refresh_path" "enum_site_settings_stock_refresh_path" DEFAULT 'special-offers';
  ALTER TABLE "site_settings" ADD COLUMN "stock_default_city" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stock_price_quick_picks" "enum_site_settings_stock_price_quick_picks" DEFAULT 'standard';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ALTER COLUMN "stock_just_arrived_tag" SET DEFAULT 'Just Arrived';
  ALTER TABLE "site_settings" DROP COLUMN "stock_refresh_path";
  ALTER TABLE "site_settings" DROP COLUMN "stock_default_city";
  ALTER TABLE "site_settings" DROP COLUMN "stock_price_quick_picks";
  DROP TYPE "public"."enum_site_settings_stock_refresh_path";
  DROP TYPE "public"."enum_site_settings_stock_price_quick_picks";`)
}
