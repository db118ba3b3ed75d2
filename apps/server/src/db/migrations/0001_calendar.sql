CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_all_day" boolean DEFAULT false NOT NULL,
	"conference_url" text,
	"conference_provider" text,
	"organizer_email" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"html_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_states" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"sync_token" text,
	"last_full_sync_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ADD CONSTRAINT "calendar_sync_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_organization_external_unique" ON "calendar_events" USING btree ("organization_id","external_id");--> statement-breakpoint
CREATE INDEX "calendar_events_organization_starts_at" ON "calendar_events" USING btree ("organization_id","starts_at");