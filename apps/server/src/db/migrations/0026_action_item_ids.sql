-- hand-written:
-- Every stored action item gets a stable id (kept by edits), so the HubSpot task written for an
-- item follows it when it is reworded, completed or deleted. Items keep their order.
UPDATE "meeting_outputs" SET "action_items" = (
  SELECT coalesce(
    jsonb_agg(
      CASE WHEN e.item ? 'id' THEN e.item ELSE e.item || jsonb_build_object('id', gen_random_uuid()::text) END
      ORDER BY e.ord
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements("meeting_outputs"."action_items") WITH ORDINALITY AS e(item, ord)
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements("meeting_outputs"."action_items") AS e(item) WHERE NOT e.item ? 'id'
);
--> statement-breakpoint
-- A task written before items had ids is keyed by a hash of its item's words (`taskKey` in
-- crm-sync/write-plan.ts): it becomes the task of the first item saying those words, so it follows
-- that item from now on.
UPDATE "crm_writes" AS w
SET "write_key" = 'task:item:' || m.item_id, "payload" = w."payload" || jsonb_build_object('itemId', m.item_id)
FROM (
  SELECT DISTINCT ON (o."meeting_id", k.key) o."meeting_id", k.key, e.item->>'id' AS item_id
  FROM "meeting_outputs" AS o
  CROSS JOIN LATERAL jsonb_array_elements(o."action_items") WITH ORDINALITY AS e(item, ord)
  CROSS JOIN LATERAL (
    SELECT 'task:' || left(encode(sha256(convert_to(
      lower(regexp_replace(regexp_replace(e.item->>'text', '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g')),
      'UTF8')), 'hex'), 16) AS key
  ) AS k
  ORDER BY o."meeting_id", k.key, e.ord
) AS m
WHERE w."kind" = 'task' AND w."meeting_id" = m."meeting_id" AND w."write_key" = m.key;
