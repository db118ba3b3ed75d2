import { Anchor, Highlight, Text } from '@mantine/core';
import type { TMeetingSearchMatch } from '@ting/contracts';
import { Link } from 'react-router';
import { formatElapsed } from '../utils/meeting-format';

export type TSearchMatchLineProps = {
  meetingId: string;
  match: TMeetingSearchMatch;
  /** The words searched for, highlighted in the snippet. */
  search: string;
};

/** The search words split for highlighting: words only, so quotes and `-` in the box are not marked. */
const searchWords = (search: string): string[] =>
  search.match(/[\p{L}\p{N}]+/gu)?.filter((word) => word.length > 1 && word.toLowerCase() !== 'or') ?? [];

/**
 * Under a search result: where the meeting's words matched, the transcript line (its time links to
 * that moment of the meeting) or the summary, with the searched words highlighted.
 */
export const SearchMatchLine = ({ meetingId, match, search }: TSearchMatchLineProps) => {
  const seconds = match.start_ms === null ? null : Math.floor(match.start_ms / 1000);
  return (
    <Text size="sm" c="dimmed" lineClamp={2} data-testid="search-match">
      {match.source === 'transcript' && seconds !== null ? (
        <Anchor
          component={Link}
          to={`/meetings/${encodeURIComponent(meetingId)}?t=${seconds}`}
          size="sm"
          fw={500}
          aria-label={`Said at ${formatElapsed(seconds * 1000)}`}
        >
          {formatElapsed(seconds * 1000)}
        </Anchor>
      ) : (
        <Text span size="sm" fw={500}>
          Summary:
        </Text>
      )}{' '}
      <Highlight component="span" size="sm" highlight={searchWords(search)} inherit>
        {`“${match.snippet}”`}
      </Highlight>
    </Text>
  );
};
