import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_destination_changes_field" AS ENUM('emails', 'adfWebhookUrl', 'email');
  CREATE TABLE "destination_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"dealership_id" integer,
  	"field" "enum_destination_changes_field" NOT NULL,
  	"old_value" varchar,
  	"new_value" varchar,
  	"changed_by_id" integer,
  	"changed_by_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destination_changes_id" integer;
  ALTER TABLE "destination_changes" ADD CONSTRAINT "destination_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "destination_changes" ADD CONSTRAINT "destination_changes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "destination_changes" ADD CONSTRAINT "destination_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "destination_changes_tenant_idx" ON "destination_changes" USING btree ("tenant_id");
  CREATE INDEX "destination_changes_dealership_idx" ON "destination_changes" USING btree ("dealership_id");
  CREATE INDEX "destination_changes_changed_by_idx" ON "destination_changes" USING btree ("changed_by_id");
  CREATE INDEX "destination_changes_updated_at_idx" ON "destination_changes" USING btree ("updated_at");
  CREATE INDEX "destination_changes_created_at_idx" ON "destination_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destination_changes_fk" FOREIGN KEY ("destination_changes_id") REFERENCES "public"."destination_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_destination_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("destination_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "destination_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "destination_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destination_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_destination_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destination_changes_id";
  DROP TYPE "public"."enum_destination_changes_field";`)
}
