CREATE TYPE "public"."crm_link_source" AS ENUM('participant_email', 'contact_company', 'email_domain', 'associated_deal', 'manual');--> statement-breakpoint
CREATE TYPE "public"."crm_link_state" AS ENUM('linked', 'removed');--> statement-breakpoint
CREATE TYPE "public"."crm_object_type" AS ENUM('deal', 'contact', 'company');--> statement-breakpoint
CREATE TABLE "crm_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"object_type" "crm_object_type" NOT NULL,
	"property_name" text,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prompt" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"property_type" text,
	"field_type" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refreshed_at" timestamp with time zone,
	"missing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_crm_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"record_type" "crm_object_type" NOT NULL,
	"record_id" text NOT NULL,
	"name" text NOT NULL,
	"detail" text,
	"found_by" "crm_link_source" NOT NULL,
	"state" "crm_link_state" DEFAULT 'linked' NOT NULL,
	"changed_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_fields" ADD CONSTRAINT "crm_fields_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_crm_links" ADD CONSTRAINT "meeting_crm_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_crm_links" ADD CONSTRAINT "meeting_crm_links_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_crm_links" ADD CONSTRAINT "meeting_crm_links_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_fields_organization_object_unique" ON "crm_fields" USING btree ("organization_id","object_type") WHERE "crm_fields"."property_name" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_fields_organization_property_unique" ON "crm_fields" USING btree ("organization_id","object_type","property_name") WHERE "crm_fields"."property_name" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_crm_links_meeting_record_unique" ON "meeting_crm_links" USING btree ("meeting_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "meeting_crm_links_organization_record" ON "meeting_crm_links" USING btree ("organization_id","record_type","record_id");