CREATE TYPE "public"."meeting_source" AS ENUM('transcript_upload', 'audio_upload', 'browser_recording', 'bot');--> statement-breakpoint
CREATE TYPE "public"."meeting_status" AS ENUM('queued', 'transcribing', 'summarising', 'syncing', 'ready', 'failed', 'limit_reached');--> statement-breakpoint
CREATE TABLE "meeting_outputs" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"summary_markdown" text NOT NULL,
	"action_items" jsonb NOT NULL,
	"engine" text NOT NULL,
	"summary_prompt" text NOT NULL,
	"action_items_prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_user_id" text NOT NULL,
	"title" text NOT NULL,
	"source" "meeting_source" NOT NULL,
	"status" "meeting_status" DEFAULT 'queued' NOT NULL,
	"status_reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"language" text,
	"media_key" text,
	"media_content_type" text,
	"media_size_bytes" integer,
	"transcript_format" text,
	"counted_at" timestamp with time zone,
	"media_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_segments" (
	"meeting_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"speaker" text,
	"text" text NOT NULL,
	CONSTRAINT "transcript_segments_meeting_id_seq_pk" PRIMARY KEY("meeting_id","seq")
);
--> statement-breakpoint
ALTER TABLE "meeting_outputs" ADD CONSTRAINT "meeting_outputs_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_outputs" ADD CONSTRAINT "meeting_outputs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_participants_meeting_id_index" ON "meeting_participants" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_organization_email" ON "meeting_participants" USING btree ("organization_id","email");--> statement-breakpoint
CREATE INDEX "meetings_organization_started_at" ON "meetings" USING btree ("organization_id","started_at");--> statement-breakpoint
CREATE INDEX "meetings_owner_started_at" ON "meetings" USING btree ("owner_user_id","started_at");