import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  CREATE INDEX "tenant_createdAt_idx" ON "leads" USING btree ("tenant_id","created_at");`)
  // The moment a lead's status first leaves New, kept by the database whoever writes the status (staff in the admin,
  // the API, a script), and never moved again. Leads already past New get their last change as the best known.
  await db.execute(sql`
  UPDATE "leads" SET "first_contacted_at" = "updated_at" WHERE "status" <> 'new';
  CREATE FUNCTION "leads_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW."status" <> 'new' THEN
      NEW."first_contacted_at" := coalesce(OLD."first_contacted_at", now());
    ELSE
      NEW."first_contacted_at" := OLD."first_contacted_at";
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "leads_first_contact" BEFORE UPDATE OF "status", "first_contacted_at" ON "leads"
    FOR EACH ROW EXECUTE FUNCTION "leads_first_contact"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "leads_first_contact" ON "leads";
  DROP FUNCTION "leads_first_contact"();
   DROP INDEX "tenant_createdAt_idx";
  ALTER TABLE "leads" DROP COLUMN "first_contacted_at";`)
}
