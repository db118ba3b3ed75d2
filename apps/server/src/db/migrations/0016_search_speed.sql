-- Trigram indexes for the meetings search's "text anywhere in a title or a participant's email" (ILIKE
-- '%…%'), which otherwise reads every meeting and participant of the organization on each search.
-- pg_trgm is a trusted extension, but a role without CREATE on the database, or an embedded PGlite
-- started without the extension, cannot add it: the search then works as before, without the indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "meetings_title_trgm" ON "meetings" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "meeting_participants_email_trgm" ON "meeting_participants" USING gin ("email" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): title and email matches stay unindexed', SQLERRM;
END
$$;
