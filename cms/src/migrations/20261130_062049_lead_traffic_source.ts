import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_traffic_source" AS ENUM('campaign', 'referral', 'direct');
  ALTER TABLE "leads" ADD COLUMN "referrer_domain" varchar;
  ALTER TABLE "leads" ADD COLUMN "traffic_source" "enum_leads_traffic_source";
  ALTER TABLE "leads" ADD COLUMN "traffic_source_name" varchar;`)
  // The leads made before: their source as traffic-source.ts reads it. They kept no referrer, so they are a campaign or direct.
  await db.execute(sql`
  UPDATE "leads" SET
    "traffic_source" = CASE
      WHEN coalesce(trim("linked_query_params"->>'utm_source'), '') <> ''
        OR "linked_query_params" ?| array['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] THEN 'campaign'
      ELSE 'direct' END::"enum_leads_traffic_source",
    "traffic_source_name" = CASE
      WHEN coalesce(trim("linked_query_params"->>'utm_source'), '') <> '' THEN left(lower(trim("linked_query_params"->>'utm_source'))
        || coalesce(' / ' || nullif(lower(trim("linked_query_params"->>'utm_medium')), ''), ''), 100)
      WHEN "linked_query_params" ?| array['gclid', 'gbraid', 'wbraid'] THEN 'google / cpc'
      WHEN "linked_query_params" ? 'msclkid' THEN 'microsoft / cpc'
      WHEN "linked_query_params" ? 'fbclid' THEN 'facebook / social'
      ELSE '' END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "referrer_domain";
  ALTER TABLE "leads" DROP COLUMN "traffic_source";
  ALTER TABLE "leads" DROP COLUMN "traffic_source_name";
  DROP TYPE "public"."enum_leads_traffic_source";`)
}
