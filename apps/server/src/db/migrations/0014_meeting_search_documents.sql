CREATE TABLE "meeting_search_documents" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"document" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_search_documents" ADD CONSTRAINT "meeting_search_documents_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_search_documents" ADD CONSTRAINT "meeting_search_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_search_documents_document" ON "meeting_search_documents" USING gin ("document");--> statement-breakpoint
-- Existing meetings get their document at once: title (A), summary (B), the transcript's first 400,000 characters (C).
INSERT INTO "meeting_search_documents" ("meeting_id", "organization_id", "owner_user_id", "started_at", "document")
SELECT m."id", m."organization_id", m."owner_user_id", m."started_at",
  setweight(to_tsvector('english', m."title"), 'A')
    || setweight(to_tsvector('english', coalesce(o."summary_markdown", '')), 'B')
    || setweight(to_tsvector('english', left(coalesce(t."body", ''), 400000)), 'C')
FROM "meetings" m
LEFT JOIN "meeting_outputs" o ON o."meeting_id" = m."id"
LEFT JOIN LATERAL (
  SELECT string_agg(coalesce(s."speaker", '') || ' ' || s."text", ' ' ORDER BY s."seq") AS "body"
  FROM "transcript_segments" s WHERE s."meeting_id" = m."id"
) t ON true
WHERE o."meeting_id" IS NOT NULL OR t."body" IS NOT NULL;
