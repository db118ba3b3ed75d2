import { excerptsAroundMatches } from './matched-excerpts';
import type { TranscriptMatch } from './meeting-chat';
import { type RetrieveOptions, retrieveExcerpts, type TranscriptExcerpt } from './transcript-retrieval';

/**
 * The transcript passages that answer a question, as both engines pick them. One transcript is
 * searched here (BM25, `retrieveExcerpts`). Several are not indexed together in memory: their
 * passages are the lines the database's full-text search matched (`matches`) with their neighbours,
 * and when it matched none there are none (`whenNothingMatches` applies to one transcript only).
 */
export function excerptsForQuestion(
  options: RetrieveOptions & { matches: ReadonlyArray<TranscriptMatch> | undefined },
): TranscriptExcerpt[] {
  if (options.meetings.length <= 1) return retrieveExcerpts(options);
  return excerptsAroundMatches({
    meetings: options.meetings,
    matches: options.matches ?? [],
    tokenBudget: options.tokenBudget,
    maxPassages: options.maxPassages,
  });
}
