CREATE TYPE "public"."meeting_visibility" AS ENUM('team', 'private');--> statement-breakpoint
ALTER TABLE "meeting_search_documents" ADD COLUMN "team_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "visibility" "meeting_visibility" DEFAULT 'team' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "new_meetings_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written:
-- Every meeting so far was the organization's to read: they stay visible to the team, and their search
-- documents say so once the meeting is processed.
UPDATE "meeting_search_documents" d SET "team_visible" = (m."status" = 'ready' AND m."visibility" = 'team')
FROM "meetings" m WHERE m."id" = d."meeting_id";
