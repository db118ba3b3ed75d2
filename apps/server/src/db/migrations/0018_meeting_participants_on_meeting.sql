-- Each meeting keeps its participants as it shows them, so a list page reads its meetings without a
-- lookup per meeting (those lookups were two thirds of the page's database time). They are written with
-- the meeting and never change after; `meeting_participants` stays, one row a person, for searching.
ALTER TABLE "meetings" ADD COLUMN "participants" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
UPDATE "meetings" m SET "participants" = p."participants"
FROM (
  SELECT "meeting_id", json_agg(json_build_object('name', "name", 'email', "email")) AS "participants"
  FROM "meeting_participants" GROUP BY "meeting_id"
) p
WHERE p."meeting_id" = m."id";
