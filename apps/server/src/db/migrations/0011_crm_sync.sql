CREATE TYPE "public"."crm_write_decision" AS ENUM('approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."crm_write_kind" AS ENUM('meeting', 'note', 'task', 'property');--> statement-breakpoint
CREATE TYPE "public"."crm_write_mode" AS ENUM('automatic', 'review');--> statement-breakpoint
CREATE TYPE "public"."crm_write_status" AS ENUM('pending_review', 'queued', 'written', 'failed', 'rejected', 'skipped');--> statement-breakpoint
CREATE TABLE "crm_association_types" (
	"portal" text NOT NULL,
	"from_type" text NOT NULL,
	"to_type" text NOT NULL,
	"type_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_association_types_portal_from_type_to_type_pk" PRIMARY KEY("portal","from_type","to_type")
);
--> statement-breakpoint
CREATE TABLE "crm_syncs" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "crm_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"write_key" text NOT NULL,
	"kind" "crm_write_kind" NOT NULL,
	"record_type" "crm_object_type",
	"record_id" text,
	"record_name" text,
	"field_id" uuid,
	"property_name" text,
	"property_label" text,
	"title" text,
	"old_value" text,
	"new_value" text,
	"evidence_quote" text,
	"evidence_start_ms" integer,
	"payload" jsonb NOT NULL,
	"marker" text NOT NULL,
	"status" "crm_write_status" NOT NULL,
	"reason" text,
	"hubspot_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"decision" "crm_write_decision",
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"edited" boolean DEFAULT false NOT NULL,
	"written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "crm_write_mode" "crm_write_mode" DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_syncs" ADD CONSTRAINT "crm_syncs_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_syncs" ADD CONSTRAINT "crm_syncs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_field_id_crm_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."crm_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_writes_meeting_key_unique" ON "crm_writes" USING btree ("meeting_id","write_key");--> statement-breakpoint
CREATE INDEX "crm_writes_organization_status" ON "crm_writes" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "crm_writes_field" ON "crm_writes" USING btree ("field_id");