DROP INDEX "meetings_organization_started_at";--> statement-breakpoint
DROP INDEX "meetings_owner_started_at";--> statement-breakpoint
CREATE INDEX "meetings_organization_started_at" ON "meetings" USING btree ("organization_id","started_at","id");--> statement-breakpoint
CREATE INDEX "meetings_owner_started_at" ON "meetings" USING btree ("owner_user_id","started_at","id");