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
