ALTER TABLE "meetings" ADD COLUMN "transcript_file_key" text;--> statement-breakpoint
-- Transcript uploads kept their file in media_key; it moves to its own column so media_key is only ever a recording.
UPDATE "meetings" SET "transcript_file_key" = "media_key", "media_key" = NULL, "media_content_type" = NULL, "media_size_bytes" = NULL WHERE "source" = 'transcript_upload';
