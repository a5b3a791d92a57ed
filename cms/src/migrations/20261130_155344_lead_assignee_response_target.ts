import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Leads' assignee and Site settings' reply target (issue 49). The idempotency-key indexes only change names: Payload
// numbers same-named indexes in the order collections are listed, which the admin's task navigation reordered.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenant_idempotencyKey_idx";
  DROP INDEX "tenant_idempotencyKey_1_idx";
  DROP INDEX "tenant_idempotencyKey_2_idx";
  ALTER TABLE "site_settings" ADD COLUMN "forms_response_target_minutes" numeric DEFAULT 60;
  ALTER TABLE "leads" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_assigned_to_idx" ON "leads" USING btree ("assigned_to_id");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_1_idx" ON "finance_applications" USING btree ("tenant_id","idempotency_key");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_2_idx" ON "trade_in_valuations" USING btree ("tenant_id","idempotency_key");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_assigned_to_id_users_id_fk";
  
  DROP INDEX "leads_assigned_to_idx";
  DROP INDEX "tenant_idempotencyKey_idx";
  DROP INDEX "tenant_idempotencyKey_1_idx";
  DROP INDEX "tenant_idempotencyKey_2_idx";
  CREATE UNIQUE INDEX "tenant_idempotencyKey_2_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_idx" ON "finance_applications" USING btree ("tenant_id","idempotency_key");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_1_idx" ON "trade_in_valuations" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "leads" DROP COLUMN "assigned_to_id";
  ALTER TABLE "site_settings" DROP COLUMN "forms_response_target_minutes";`)
}
