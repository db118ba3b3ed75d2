-- Full-text search over transcripts: a stored tsvector per segment (speaker and text), GIN-indexed.
ALTER TABLE "transcript_segments" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("speaker", '') || ' ' || "text")) STORED;--> statement-breakpoint
CREATE INDEX "transcript_segments_search" ON "transcript_segments" USING gin ("search");
