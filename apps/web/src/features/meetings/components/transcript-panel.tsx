import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import {
  measureElement,
  observeElementRect,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { TTranscriptSegment } from '@ting/contracts';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  activeSegmentIndex,
  findTranscriptHits,
  foldTranscriptTexts,
  groupHitsBySeq,
  indexSegmentsBySeq,
  type TIndexedTranscriptHit,
} from '../utils/transcript-search';
import { TranscriptRow } from './transcript-row';

export type TTranscriptPanelProps = {
  segments: readonly TTranscriptSegment[];
  /** The player's position; null without a player. */
  currentTimeMs: number | null;
  /** Seeks the player; without one, timestamps are plain text. */
  onSeek: ((timeMs: number) => void) | null;
};

/** The list scrolls inside this height; a short transcript shrinks the box to fit. */
const VIEWPORT_HEIGHT = 'min(70vh, 720px)';
/** A one-line segment with its speaker line; every row is measured once rendered. */
const ROW_ESTIMATE_PX = 56;
const OVERSCAN_ROWS = 8;
/** How long the list stops following playback after the user scrolls or searches. */
const FOLLOW_PAUSE_MS = 4000;
const NAVIGATION_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  ' ',
]);
const NO_HITS: readonly TIndexedTranscriptHit[] = [];

type TTranscriptVirtualizer = Virtualizer<HTMLDivElement, HTMLLIElement>;

/**
 * A scroll box with no layout (a hidden tab, or jsdom) reports a height of 0, and the virtualiser would then
 * render no rows at all. It gets the viewport's largest height instead, so a first window of rows is always
 * in the DOM.
 */
const NO_LAYOUT_RECT: Rect = { width: 0, height: 720 };

const observeViewport = (instance: TTranscriptVirtualizer, onRect: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : NO_LAYOUT_RECT));

/** A row without layout measures 0; keeping the estimate stops every row from collapsing into the window. */
const measureRow = (
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: TTranscriptVirtualizer,
): number => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : ROW_ESTIMATE_PX;
};

/**
 * The transcript with speakers and timestamps that seek the player, the playing segment highlighted and
 * followed, and a search that marks every match and steps through them.
 *
 * Only the rows in view are rendered (a 2-hour meeting has about 20,000 segments), each measured once in the
 * DOM. The list follows playback unless the user has scrolled or searched in the last few seconds; 'Back to
 * current' brings the playing segment back into view.
 */
export const TranscriptPanel = ({ segments, currentTimeMs, onSeek }: TTranscriptPanelProps) => {
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const followPausedUntilRef = useRef(0);
  const [query, setQuery] = useState('');
  // Searching 20,000 segments takes a few milliseconds: typing stays immediate, the hits catch up.
  const deferredQuery = useDeferredValue(query);
  const [activeHitIndex, setActiveHitIndex] = useState(0);

  const foldedTexts = useMemo(() => foldTranscriptTexts(segments), [segments]);
  const rowIndexBySeq = useMemo(() => indexSegmentsBySeq(segments), [segments]);
  const hits = useMemo(
    () => findTranscriptHits({ segments, query: deferredQuery, foldedTexts }),
    [segments, deferredQuery, foldedTexts],
  );
  const hitsBySeq = useMemo(() => groupHitsBySeq(hits), [hits]);
  const hasQuery = deferredQuery.trim() !== '';
  const currentHit = hits.length > 0 ? Math.min(activeHitIndex, hits.length - 1) : -1;
  const currentHitTarget = hits[currentHit];
  const playingIndex =
    currentTimeMs === null ? null : activeSegmentIndex({ segments, timeMs: currentTimeMs });

  const getItemKey = useCallback((index: number) => segments[index]?.seq ?? index, [segments]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: segments.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: observeViewport,
    measureElement: measureRow,
  });
  const rows = virtualizer.getVirtualItems();
  const visibleRange = virtualizer.range;
  const isPlayingRowInView =
    playingIndex === null ||
    (visibleRange !== null &&
      playingIndex >= visibleRange.startIndex &&
      playingIndex <= visibleRange.endIndex);

  // Rows are memoised; the player's seek handler is a new function on every time update.
  const onSeekRef = useRef(onSeek);
  useLayoutEffect(() => {
    onSeekRef.current = onSeek;
  });
  const handleSeek = useCallback((timeMs: number) => onSeekRef.current?.(timeMs), []);

  const pauseFollowing = () => {
    followPausedUntilRef.current = Date.now() + FOLLOW_PAUSE_MS;
  };

  const scrollToSeq = useCallback(
    (seq: number) => {
      const index = rowIndexBySeq.get(seq);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'center' });
    },
    [rowIndexBySeq, virtualizer],
  );

  useEffect(() => {
    if (playingIndex === null || Date.now() < followPausedUntilRef.current) return;
    virtualizer.scrollToIndex(playingIndex, { align: 'center' });
  }, [playingIndex, virtualizer]);

  // A new search or another current hit (each a new hit object) brings its segment into view.
  useEffect(() => {
    if (currentHitTarget) scrollToSeq(currentHitTarget.seq);
  }, [currentHitTarget, scrollToSeq]);

  const step = (delta: number) => {
    if (hits.length === 0) return;
    pauseFollowing();
    const next = (currentHit + delta + hits.length) % hits.length;
    const nextHit = hits[next];
    // With one hit the index does not change, but the user may have scrolled away from it.
    if (next === currentHit && nextHit) scrollToSeq(nextHit.seq);
    else setActiveHitIndex(next);
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (NAVIGATION_KEYS.has(event.key)) pauseFollowing();
  };

  const handleBackToCurrent = () => {
    if (playingIndex === null) return;
    followPausedUntilRef.current = 0;
    virtualizer.scrollToIndex(playingIndex, { align: 'center' });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            Transcript
          </Title>
          {/* On a phone the search takes its own line and the width that is left beside its buttons. */}
          <Group gap={6} wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
            <TextInput
              type="search"
              size="xs"
              w={{ base: 'auto', xs: 220 }}
              miw={0}
              flex={{ base: 1, xs: 'initial' }}
              aria-label="Search transcript"
              placeholder="Search transcript"
              data-tour="transcript-search"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActiveHitIndex(0);
                pauseFollowing();
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
          <Box pos="relative">
            {/* Only the user's own input pauses following: the virtualiser's scrolls fire scroll events too. */}
            <Box
              ref={scrollRef}
              data-testid="transcript-scroller"
              // Keyboard users scroll the list with the arrow and page keys.
              tabIndex={0}
              onWheel={pauseFollowing}
              onTouchMove={pauseFollowing}
              onPointerDown={pauseFollowing}
              onKeyDown={handleListKeyDown}
              style={{ maxHeight: VIEWPORT_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain' }}
            >
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
                <Box
                  component="ol"
                  aria-labelledby={headingId}
                  p={0}
                  m={0}
                  style={{
                    listStyle: 'none',
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${rows[0]?.start ?? 0}px)`,
                  }}
                >
                  {rows.map((row) => {
                    const segment = segments[row.index] as TTranscriptSegment;
                    const rowHits = hitsBySeq.get(segment.seq) ?? NO_HITS;
                    const hasCurrentHit =
                      currentHitTarget !== undefined && currentHitTarget.seq === segment.seq;
                    return (
                      <TranscriptRow
                        key={row.key.toString()}
                        ref={virtualizer.measureElement}
                        segment={segment}
                        index={row.index}
                        setSize={segments.length}
                        isPlaying={row.index === playingIndex}
                        hits={rowHits}
                        activeHitIndex={hasCurrentHit ? currentHit : -1}
                        onSeek={onSeek ? handleSeek : null}
                      />
                    );
                  })}
                </Box>
              </div>
            </Box>
            {isPlayingRowInView ? null : (
              <Button
                size="compact-xs"
                radius="xl"
                variant="filled"
                leftSection={<IconPlayerPlay size={12} aria-hidden />}
                onClick={handleBackToCurrent}
                pos="absolute"
                bottom={8}
                left="50%"
                style={{ transform: 'translateX(-50%)', boxShadow: 'var(--mantine-shadow-sm)' }}
              >
                Back to current
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
};
