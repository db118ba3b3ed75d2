import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type MeetingTextSearchScope,
  phraseWordPairs,
  searchMatches,
  selectRows,
  withIndexScans,
} from './meeting-search.repository';

/**
 * How many matches a search counts. Past this, its total is a lower bound (`totalAtLeast`), as search
 * engines give "1,000+": an exact count of a word said in 100,000 meetings would read every match, and
 * check each against the title and email matches, for a number nobody pages through.
 */
export const COUNTED_MATCHES = 1_000;

/**
 * How many meetings match a search (as `rankedPage` finds them), up to `COUNTED_MATCHES + 1`: word
 * matches straight from the words' index (no sort), and title and email matches by their trigram
 * indexes, each read up to that limit; their union is counted only when both are under it.
 */
export function matchCount(scope: MeetingTextSearchScope & { wordPairs?: string[] }): SQL {
  const { words, wordsInScope, titleMatches, emailMatchIds } = searchMatches(scope);
  const countLimit = COUNTED_MATCHES + 1;
  return sql`
    with word_ids as materialized (
      select d.meeting_id as id from ${wordsInScope} and ${words} limit ${countLimit}
    ), named_ids as materialized (
      -- Each branch gives a meeting once, so either reaching the limit means more than are counted.
      (select t.id from ${titleMatches(true)} limit ${countLimit})
      union
      (select e.id from (${emailMatchIds}) e limit ${countLimit})
    )
    select case
      when (select count(*) from word_ids) > ${COUNTED_MATCHES} or (select count(*) from named_ids) > ${COUNTED_MATCHES}
        then ${countLimit}
      else (select count(*) from (select id from word_ids union select id from named_ids) found)
    end as total`;
}

/**
 * How many meetings match a search: up to `COUNTED_MATCHES`, where `totalAtLeast` says more do. Its
 * own statement, so the list runs it beside the page's rather than after it.
 */
export async function countMatches(
  db: Database,
  scope: MeetingTextSearchScope,
): Promise<{ total: number; totalAtLeast: boolean }> {
  const [row] = await withIndexScans(db, async (tx) =>
    selectRows<{ total: number | string }>(
      tx,
      matchCount({ ...scope, wordPairs: await phraseWordPairs(tx, scope.query) }),
    ),
  );
  const total = Number(row?.total ?? 0);
  return { total: Math.min(total, COUNTED_MATCHES), totalAtLeast: total > COUNTED_MATCHES };
}
