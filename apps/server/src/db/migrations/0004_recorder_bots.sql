CREATE TYPE "public"."recorder_bot_status" AS ENUM('scheduled', 'in_call', 'done', 'fatal', 'cancelled');--> statement-breakpoint
CREATE TABLE "recorder_bots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"calendar_event_external_id" text NOT NULL,
	"external_bot_id" text NOT NULL,
	"meeting_url" text NOT NULL,
	"join_at" timestamp with time zone NOT NULL,
	"status" "recorder_bot_status" DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recorder_bots_external_bot_id_unique" UNIQUE("external_bot_id")
);
--> statement-breakpoint
ALTER TABLE "recorder_bots" ADD CONSTRAINT "recorder_bots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorder_bots" ADD CONSTRAINT "recorder_bots_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recorder_bots_organization_event_unique" ON "recorder_bots" USING btree ("organization_id","calendar_event_external_id");