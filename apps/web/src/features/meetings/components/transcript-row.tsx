import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { TTranscriptSegment } from '@ting/contracts';
import { memo, type ReactNode, type Ref } from 'react';
import { formatTimestamp, type TIndexedTranscriptHit } from '../utils/transcript-search';

export type TTranscriptRowProps = {
  segment: TTranscriptSegment;
  /** The row's position in the transcript; the virtualiser reads it back from `data-index`. */
  index: number;
  /** How many segments the transcript has: only a window of them is in the DOM. */
  setSize: number;
  isPlaying: boolean;
  /** This segment's search hits; the same array while the search is unchanged, so memo holds. */
  hits: readonly TIndexedTranscriptHit[];
  /** The current hit's position when it is in this segment, else -1 (so other rows need not re-render). */
  activeHitIndex: number;
  /** Seeks the player; without one, the timestamp is plain text. */
  onSeek: ((timeMs: number) => void) | null;
  ref?: Ref<HTMLLIElement>;
};

type THighlightOptions = {
  text: string;
  hits: readonly TIndexedTranscriptHit[];
  activeHitIndex: number;
};

const highlight = ({ text, hits, activeHitIndex }: THighlightOptions): ReactNode => {
  if (hits.length === 0) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { hit, index } of hits) {
    if (hit.start > from) parts.push(text.slice(from, hit.start));
    const isActive = index === activeHitIndex;
    parts.push(
      <mark
        key={hit.start}
        data-active={isActive || undefined}
        style={{
          background: isActive ? 'var(--mantine-color-orange-4)' : 'var(--mantine-color-yellow-2)',
          color: 'inherit',
          borderRadius: 2,
        }}
      >
        {text.slice(hit.start, hit.end)}
      </mark>,
    );
    from = hit.end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
};

/** One transcript segment: timestamp (a seek button with a player), speaker, and text with search hits marked. */
export const TranscriptRow = memo(
  ({ segment, index, setSize, isPlaying, hits, activeHitIndex, onSeek, ref }: TTranscriptRowProps) => {
    const timestamp = formatTimestamp(segment.start_ms);
    return (
      <Box
        component="li"
        ref={ref}
        data-index={index}
        data-seq={segment.seq}
        data-active={isPlaying || undefined}
        aria-current={isPlaying ? 'true' : undefined}
        aria-setsize={setSize}
        aria-posinset={index + 1}
        px="sm"
        py={6}
        style={{
          borderRadius: 6,
          background: isPlaying ? 'var(--mantine-color-indigo-0)' : undefined,
          borderLeft: `3px solid ${isPlaying ? 'var(--mantine-color-indigo-5)' : 'transparent'}`,
        }}
      >
        <Group gap="xs" wrap="nowrap">
          {onSeek ? (
            <UnstyledButton
              data-tour="transcript-timestamp"
              onClick={() => onSeek(segment.start_ms)}
              aria-label={`Play from ${timestamp}`}
              fz="xs"
              c="indigo.7"
              ff="monospace"
            >
              [{timestamp}]
            </UnstyledButton>
          ) : (
            <Text component="span" fz="xs" c="dimmed" ff="monospace">
              [{timestamp}]
            </Text>
          )}
          {segment.speaker ? (
            <Text size="sm" fw={600}>
              {segment.speaker}
            </Text>
          ) : null}
        </Group>
        <Text size="sm">{highlight({ text: segment.text, hits, activeHitIndex })}</Text>
      </Box>
    );
  },
);
TranscriptRow.displayName = 'TranscriptRow';
