ALTER TYPE "public"."recorder_bot_status" ADD VALUE 'joining' BEFORE 'in_call';--> statement-breakpoint
ALTER TYPE "public"."recorder_bot_status" ADD VALUE 'waiting_room' BEFORE 'in_call';--> statement-breakpoint
ALTER TYPE "public"."recorder_bot_status" ADD VALUE 'call_ended' BEFORE 'done';--> statement-breakpoint
CREATE INDEX "recorder_bots_meeting" ON "recorder_bots" USING btree ("meeting_id");