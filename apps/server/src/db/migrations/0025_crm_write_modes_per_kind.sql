ALTER TABLE "organizations" ADD COLUMN "crm_task_write_mode" "crm_write_mode" DEFAULT 'review' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "crm_property_write_mode" "crm_write_mode" DEFAULT 'review' NOT NULL;--> statement-breakpoint
-- hand-written:
-- Existing organizations keep the one mode they chose, now for every kind; only organizations
-- created from here on start with tasks and property updates in review.
UPDATE "organizations" SET "crm_task_write_mode" = "crm_write_mode", "crm_property_write_mode" = "crm_write_mode";
