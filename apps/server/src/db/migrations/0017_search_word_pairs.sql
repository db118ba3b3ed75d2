-- The hashes of a search document's side-by-side word pairs ('renew contract', as stemmed), so that a
-- quoted phrase is found through an index: otherwise every meeting holding the phrase's words anywhere
-- has its whole document read to check their order (0.3 s for a phrase of two common words at 100,000
-- meetings). Hashes (int4, by hashtext) keep the column small for a long transcript; a collision only
-- lets a document through to that check. Positions that differ by one are side by side: stop words
-- count as positions, so "renewal of the contract" pairs nothing.
CREATE FUNCTION "word_pair_hashes"("words" tsvector) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT hashtext(p.pair)), '{}')
  FROM (
    SELECT w.lexeme || ' ' || lead(w.lexeme) OVER (ORDER BY w.pos) AS pair,
      lead(w.pos) OVER (ORDER BY w.pos) - w.pos AS gap
    FROM (SELECT u.lexeme, unnest(u.positions) AS pos FROM unnest("words") u) w
  ) p
  WHERE p.gap = 1
$$;--> statement-breakpoint
ALTER TABLE "meeting_search_documents" ADD COLUMN "word_pairs" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- A search reads each matching row's meeting id and start from the table itself: both arrays go out
-- of line (TOAST) even when small, so that a word in 10,000 meetings reads 1.3 MB of rows, not 13 MB.
ALTER TABLE "meeting_search_documents" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "meeting_search_documents" ALTER COLUMN "word_pairs" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "meeting_search_documents" SET "word_pairs" = word_pair_hashes("document");--> statement-breakpoint
CREATE INDEX "meeting_search_documents_word_pairs" ON "meeting_search_documents" USING gin ("word_pairs");--> statement-breakpoint
-- A word in most meetings: its newest matches are found by walking the documents newest first.
CREATE INDEX "meeting_search_documents_organization_started_at" ON "meeting_search_documents" USING btree ("organization_id","started_at" DESC NULLS FIRST,"meeting_id" DESC NULLS FIRST);
