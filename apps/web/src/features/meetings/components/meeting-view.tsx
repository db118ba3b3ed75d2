import { Box, Button, Container, Grid, Stack } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http-client';
import { EmptyState } from '../../../ui/empty-state';
import { FullScreenLoader } from '../../../ui/full-screen-loader';
import { useMeetingMediaUrlQuery } from '../api/use-meeting-media-url-query';
import { useMeetingQuery } from '../api/use-meeting-query';
import { useRetryMeetingMutation } from '../api/use-retry-meeting-mutation';
import { DownloadTranscriptMenu } from './download-transcript-menu';
import { MeetingHeader } from './meeting-header';
import { MeetingMediaPlayer } from './meeting-media-player';
import { MeetingOutputsTabs } from './meeting-outputs-tabs';
import { MeetingStatusPanel } from './meeting-status-panel';
import { MeetingUnavailableView } from './meeting-unavailable-view';
import { TranscriptPanel } from './transcript-panel';

export type TMeetingViewProps = {
  meetingId: string;
};

/** The full-screen meeting: header, status, player, transcript and Ting's outputs. */
export const MeetingView = ({ meetingId }: TMeetingViewProps) => {
  const meetingQuery = useMeetingQuery(meetingId);
  const mediaQuery = useMeetingMediaUrlQuery({ meetingId, isEnabled: meetingQuery.isSuccess });
  const retry = useRetryMeetingMutation();
  const mediaRef = useRef<HTMLMediaElement>(null);
  const [currentTimeMs, setCurrentTimeMs] = useState(0);
  const title = meetingQuery.data?.title;

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Ting`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (meetingQuery.isPending) return <FullScreenLoader label="Loading meeting" />;
  if (meetingQuery.isError) {
    const { error } = meetingQuery;
    if (error instanceof HttpError && error.status === 404) return <MeetingUnavailableView />;
    return (
      <EmptyState
        icon={<IconCloudOff size={30} aria-hidden />}
        title="The meeting could not be loaded"
        description={error.message || 'Check your connection and try again.'}
      >
        <Button variant="light" onClick={() => void meetingQuery.refetch()} loading={meetingQuery.isFetching}>
          Try again
        </Button>
      </EmptyState>
    );
  }

  const meeting = meetingQuery.data;
  const media = mediaQuery.data?.url ? mediaQuery.data : null;

  const handleSeek = (timeMs: number) => {
    const element = mediaRef.current;
    if (!element) return;
    element.currentTime = timeMs / 1000;
    setCurrentTimeMs(timeMs);
    // Autoplay rules may refuse; the player then simply waits at the new position.
    void element.play()?.catch(() => {});
  };

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <MeetingHeader
        meeting={meeting}
        actions={<DownloadTranscriptMenu meetingId={meeting.id} isDisabled={meeting.segments.length === 0} />}
      />
      <Container size="xl" py="lg" px={{ base: 'md', md: 'xl' }} component="main">
        <Stack gap="lg">
          <MeetingStatusPanel
            meeting={meeting}
            isRetrying={retry.isPending}
            onRetry={() => retry.mutate(meeting.id)}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                {media?.url ? (
                  <MeetingMediaPlayer
                    url={media.url}
                    contentType={media.content_type}
                    ref={mediaRef}
                    onTimeUpdate={setCurrentTimeMs}
                  />
                ) : null}
                <TranscriptPanel
                  segments={meeting.segments}
                  currentTimeMs={media ? currentTimeMs : null}
                  onSeek={media ? handleSeek : null}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <MeetingOutputsTabs meeting={meeting} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
};
