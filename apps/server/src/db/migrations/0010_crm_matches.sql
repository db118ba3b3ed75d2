CREATE TABLE "meeting_crm_matches" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"unknown_attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_crm_matches" ADD CONSTRAINT "meeting_crm_matches_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_crm_matches" ADD CONSTRAINT "meeting_crm_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;