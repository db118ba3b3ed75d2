import { Paper, Text } from '@mantine/core';
import { type Ref, useState } from 'react';

export type TMeetingMediaPlayerProps = {
  url: string;
  contentType: string | null;
  ref: Ref<HTMLMediaElement>;
  /** A moment to open at (`?t=`); set again once the metadata is in, as a browser may start over at 0. */
  startAtMs?: number | null;
  onTimeUpdate: (timeMs: number) => void;
  /** The recording's length as the player reads it, once known (a live recording's webm may never say). */
  onDurationKnown?: (durationMs: number) => void;
};

/** The recording: `<video>` for video, `<audio>` for everything else, with the browser's own controls. */
export const MeetingMediaPlayer = ({
  url,
  contentType,
  ref,
  startAtMs = null,
  onTimeUpdate,
  onDurationKnown,
}: TMeetingMediaPlayerProps) => {
  const [hasFailed, setHasFailed] = useState(false);
  const isVideo = contentType?.toLowerCase().startsWith('video/') ?? false;
  const mediaProps = {
    src: url,
    controls: true,
    preload: 'metadata' as const,
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) =>
      onTimeUpdate(event.currentTarget.currentTime * 1000),
    onError: () => setHasFailed(true),
    onDurationChange: (event: { currentTarget: HTMLMediaElement }) => {
      const seconds = event.currentTarget.duration;
      if (Number.isFinite(seconds) && seconds > 0) onDurationKnown?.(seconds * 1000);
    },
    onLoadedMetadata: (event: { currentTarget: HTMLMediaElement }) => {
      setHasFailed(false);
      // Only while still at the start: a reload of the same media must not undo the user's own seeking.
      if (startAtMs !== null && event.currentTarget.currentTime === 0) {
        event.currentTarget.currentTime = startAtMs / 1000;
      }
    },
  };
  return (
    <Paper withBorder radius="md" p="sm" data-tour="media-player">
      {isVideo ? (
        <video
          {...mediaProps}
          ref={ref as Ref<HTMLVideoElement>}
          aria-label="Meeting recording"
          style={{ width: '100%', maxHeight: '50vh', borderRadius: 8, background: 'black' }}
        />
      ) : (
        <audio
          {...mediaProps}
          ref={ref as Ref<HTMLAudioElement>}
          aria-label="Meeting recording"
          style={{ width: '100%' }}
        />
      )}
      {hasFailed ? (
        <Text size="sm" c="red" mt="xs">
          The recording could not be loaded. Reload the page to try again.
        </Text>
      ) : null}
    </Paper>
  );
};
