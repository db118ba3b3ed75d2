DROP INDEX "calendar_events_organization_external_unique";--> statement-breakpoint
DROP INDEX "calendar_events_organization_starts_at";--> statement-breakpoint
DROP INDEX "recorder_bots_organization_event_unique";--> statement-breakpoint
DROP INDEX "integrations_organization_provider_unique";--> statement-breakpoint
-- edited: drizzle-kit cannot name the old primary key; PostgreSQL named it calendar_sync_states_pkey (0001).
ALTER TABLE "calendar_sync_states" DROP CONSTRAINT "calendar_sync_states_pkey";--> statement-breakpoint
-- edited: both user_id columns are added nullable; the hand-written part fills them, then sets NOT NULL and
-- the new primary key (drizzle-kit's "ADD COLUMN ... NOT NULL" and early "ADD CONSTRAINT ... PRIMARY KEY"
-- would fail on a database that holds calendar events).
ALTER TABLE "calendar_events" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "recorder_bots" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ADD CONSTRAINT "calendar_sync_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorder_bots" ADD CONSTRAINT "recorder_bots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_member_external_unique" ON "calendar_events" USING btree ("organization_id","user_id","external_id");--> statement-breakpoint
CREATE INDEX "calendar_events_member_starts_at" ON "calendar_events" USING btree ("organization_id","user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_member_provider_unique" ON "integrations" USING btree ("organization_id","user_id","provider") WHERE "integrations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recorder_bots_member_event_unique" ON "recorder_bots" USING btree ("organization_id","user_id","calendar_event_external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_organization_provider_unique" ON "integrations" USING btree ("organization_id","provider") WHERE "integrations"."user_id" is null;--> statement-breakpoint
-- hand-written:
-- Google Calendar became a connection per member (INTEGRATION_OWNERS in the contracts). An organization's
-- existing calendar stays with the member who connected it (connected_by_user_id), if they are still in it.
UPDATE "integrations" SET "user_id" = "integrations"."connected_by_user_id" FROM "memberships" WHERE "integrations"."provider" = 'google_calendar' AND "memberships"."user_id" = "integrations"."connected_by_user_id" AND "memberships"."organization_id" = "integrations"."organization_id";--> statement-breakpoint
-- What was synced from it (events, Google's sync token) goes to the same member.
UPDATE "calendar_events" SET "user_id" = "integrations"."user_id" FROM "integrations" WHERE "integrations"."provider" = 'google_calendar' AND "integrations"."organization_id" = "calendar_events"."organization_id" AND "integrations"."user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "calendar_sync_states" SET "user_id" = "integrations"."user_id" FROM "integrations" WHERE "integrations"."provider" = 'google_calendar' AND "integrations"."organization_id" = "calendar_sync_states"."organization_id" AND "integrations"."user_id" IS NOT NULL;--> statement-breakpoint
-- A notetaker belongs to the member whose meeting it records (who asked for it, or the calendar's owner when auto-recorded).
UPDATE "recorder_bots" SET "user_id" = "meetings"."owner_user_id" FROM "meetings" WHERE "meetings"."id" = "recorder_bots"."meeting_id";--> statement-breakpoint
-- A calendar whose connecting member is unknown (their account deleted, or they left the organization) is
-- nobody's to keep: it is dropped with what was synced from it, and each member connects their own.
DELETE FROM "calendar_events" WHERE "user_id" IS NULL;--> statement-breakpoint
DELETE FROM "calendar_sync_states" WHERE "user_id" IS NULL;--> statement-breakpoint
DELETE FROM "integrations" WHERE "provider" = 'google_calendar' AND "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_sync_states" ADD CONSTRAINT "calendar_sync_states_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id");
