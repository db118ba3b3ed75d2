import { ActionIcon, Box, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import type { TTranscriptSegment } from '@ting/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  activeSegmentSeq,
  findTranscriptHits,
  formatTimestamp,
  type TTranscriptHit,
} from '../utils/transcript-search';

export type TTranscriptPanelProps = {
  segments: readonly TTranscriptSegment[];
  /** The player's position; null without a player. */
  currentTimeMs: number | null;
  /** Seeks the player; without one, timestamps are plain text. */
  onSeek: ((timeMs: number) => void) | null;
};

type THighlightOptions = {
  text: string;
  hits: readonly { hit: TTranscriptHit; index: number }[];
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

/**
 * The transcript with speakers and timestamps that seek the player, the playing segment highlighted, and a
 * search that marks every match and steps through them.
 *
 * Every segment is rendered; long meetings (thousands of segments) will want a virtualised list later.
 */
export const TranscriptPanel = ({ segments, currentTimeMs, onSeek }: TTranscriptPanelProps) => {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [query, setQuery] = useState('');
  const [activeHitIndex, setActiveHitIndex] = useState(0);

  const hits = useMemo(() => findTranscriptHits({ segments, query }), [segments, query]);
  const hitsBySeq = useMemo(() => {
    const bySeq = new Map<number, { hit: TTranscriptHit; index: number }[]>();
    hits.forEach((hit, index) => {
      const list = bySeq.get(hit.seq) ?? [];
      list.push({ hit, index });
      bySeq.set(hit.seq, list);
    });
    return bySeq;
  }, [hits]);
  const playingSeq = currentTimeMs === null ? null : activeSegmentSeq({ segments, timeMs: currentTimeMs });
  const hasQuery = query.trim() !== '';
  const currentHit = hits.length > 0 ? Math.min(activeHitIndex, hits.length - 1) : -1;

  useEffect(() => {
    if (currentHit < 0) return;
    listRef.current?.querySelector('mark[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [currentHit]);

  const step = (delta: number) => {
    if (hits.length === 0) return;
    setActiveHitIndex((currentHit + delta + hits.length) % hits.length);
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            Transcript
          </Title>
          <Group gap={6} wrap="nowrap">
            <TextInput
              type="search"
              size="xs"
              w={220}
              aria-label="Search transcript"
              placeholder="Search transcript"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActiveHitIndex(0);
              }}
              onKeyDown={handleSearchKeyDown}
            />
            <Text
              size="xs"
              c="dimmed"
              miw={64}
              ta="center"
              aria-live="polite"
              data-testid="transcript-search-count"
            >
              {hasQuery ? (hits.length > 0 ? `${currentHit + 1} of ${hits.length}` : 'No matches') : ''}
            </Text>
            <ActionIcon
              variant="default"
              size="md"
              aria-label="Previous match"
              disabled={hits.length === 0}
              onClick={() => step(-1)}
            >
              <IconChevronUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="md"
              aria-label="Next match"
              disabled={hits.length === 0}
              onClick={() => step(1)}
            >
              <IconChevronDown size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {segments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No transcript yet.
          </Text>
        ) : (
          <Box
            component="ol"
            ref={listRef}
            aria-labelledby={headingId}
            p={0}
            m={0}
            style={{ listStyle: 'none', maxHeight: '65vh', overflowY: 'auto' }}
          >
            {segments.map((segment) => {
              const isPlaying = segment.seq === playingSeq;
              const timestamp = formatTimestamp(segment.start_ms);
              return (
                <Box
                  component="li"
                  key={segment.seq}
                  data-seq={segment.seq}
                  aria-current={isPlaying ? 'true' : undefined}
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
                  <Text size="sm">
                    {highlight({
                      text: segment.text,
                      hits: hitsBySeq.get(segment.seq) ?? [],
                      activeHitIndex: currentHit,
                    })}
                  </Text>
                </Box>
              );
            })}
          </Box>
        )}
      </Stack>
    </Paper>
  );
};
