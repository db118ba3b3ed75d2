-- Recordings are bounded per organization: their sizes (up to 4 GiB, past a 32-bit integer) are summed
-- for the plan's storage quota from a partial index, and retention counts from when Ting received a
-- recording (`media_received_at`, set by the server), not from the client-chosen `started_at`.
ALTER TABLE "meetings" ALTER COLUMN "media_size_bytes" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "media_received_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "meetings_organization_stored_media" ON "meetings" USING btree ("organization_id","media_size_bytes") WHERE "meetings"."media_key" is not null;--> statement-breakpoint
-- Recordings already stored were received no later than their meeting was created.
UPDATE "meetings" SET "media_received_at" = "created_at" WHERE "media_key" IS NOT NULL;--> statement-breakpoint
-- Their retention, counted from `started_at` until now, counts from receipt: the same length, never later
-- than before (a meeting dated in 2099 no longer keeps its recording for ever).
UPDATE "meetings"
SET "media_expires_at" = LEAST("media_expires_at", "media_received_at" + ("media_expires_at" - "started_at"))
WHERE "media_expires_at" IS NOT NULL AND "media_received_at" IS NOT NULL;
