import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The searches run on each site, counted per day, make, model, words and whether they found a car (issue 46's demand
 * figures): a rollup of terms, with nothing of the shopper who searched. Not a Payload collection: only the storefront
 * adds to it (POST /api/insights/searches) and only GET /api/insights reads it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "site_searches" (
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "day" date NOT NULL,
    "make" varchar(60) NOT NULL,
    "model" varchar(60) NOT NULL,
    "query" varchar(100) NOT NULL,
    "found" boolean NOT NULL,
    "searches" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("tenant_id", "day", "make", "model", "query", "found")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "site_searches";`)
}
