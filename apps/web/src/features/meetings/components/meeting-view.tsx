import { Badge, Box, Button, Container, Grid, Stack } from '@mantine/core';
import { IconCloudOff, IconEye } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HttpError } from '../../../lib/http-client';
import { EmptyState } from '../../../ui/empty-state';
import { FullScreenLoader } from '../../../ui/full-screen-loader';
import { MeetingChatPanel } from '../../meeting-chat/components/meeting-chat-panel';
import { useMeetingMediaUrlQuery } from '../api/use-meeting-media-url-query';
import { useMeetingQuery } from '../api/use-meeting-query';
import { useRetryMeetingMutation } from '../api/use-retry-meeting-mutation';
import { useUpdateActionItemsMutation } from '../api/use-update-action-items-mutation';
import { MEETING_MOMENT_PARAM, parseMeetingMoment, snapMomentToSegment } from '../utils/meeting-moment';
import { AddRecordingCard } from './add-recording-card';
import { DownloadTranscriptMenu } from './download-transcript-menu';
import { MeetingHeader } from './meeting-header';
import { MeetingManageMenu } from './meeting-manage-menu';
import { MeetingMediaPlayer } from './meeting-media-player';
import { MeetingOutputsTabs } from './meeting-outputs-tabs';
import { MeetingOwnership } from './meeting-ownership';
import { MeetingStatusPanel } from './meeting-status-panel';
import { MeetingUnavailableView } from './meeting-unavailable-view';
import { ShareMeetingButton } from './share-meeting-button';
import { TranscriptPanel } from './transcript-panel';

export const MEETING_CHAT_STARTER =
  "Hi! Ask me anything about this meeting: what was decided, who owns the next steps, what the customer said about pricing. I'll answer from the transcript and point you to the moments.";

/** Who is looking: a member of the meeting's organization, or a visitor with a share link (read-only). */
export type TMeetingViewAccess =
  | {
      kind: 'member';
      accessToken: string;
      userId: string;
      /** The organization's admin, who may rename and delete any member's meeting. */
      isAdmin?: boolean;
    }
  | { kind: 'shared'; shareToken: string };

export type TMeetingViewProps = {
  meetingId: string;
  access: TMeetingViewAccess;
};

/** The full-screen meeting: header, status, player, transcript, Ting's outputs and the chat. */
export const MeetingView = ({ meetingId, access }: TMeetingViewProps) => {
  const shareToken = access.kind === 'shared' ? access.shareToken : null;
  const meetingQuery = useMeetingQuery(meetingId, { shareToken });
  const mediaQuery = useMeetingMediaUrlQuery({ meetingId, shareToken, isEnabled: meetingQuery.isSuccess });
  const retry = useRetryMeetingMutation();
  const updateActionItems = useUpdateActionItemsMutation(meetingId);
  const mediaRef = useRef<HTMLMediaElement>(null);
  const [searchParams] = useSearchParams();
  // `?t=83`: the meeting opens at that moment (a source the assistant cited).
  const linkedMomentMs = parseMeetingMoment(searchParams.get(MEETING_MOMENT_PARAM));
  const segments = meetingQuery.data?.segments;
  const momentMs = useMemo(
    () => (linkedMomentMs === null ? null : snapMomentToSegment(linkedMomentMs, segments ?? [])),
    [linkedMomentMs, segments],
  );
  const [currentTimeMs, setCurrentTimeMs] = useState(momentMs ?? 0);
  // The header's duration is the player's once it has read the recording: one length on the page.
  const [mediaDurationMs, setMediaDurationMs] = useState<number | null>(null);
  const meetingIds = useMemo(() => [meetingId], [meetingId]);
  const title = meetingQuery.data?.title;
  const mediaUrl = mediaQuery.data?.url ?? null;

  // The player is set to the moment (without playing: autoplay is the browser's call), and the transcript
  // highlights and scrolls to its segment, recording or not. Runs again once the player appears.
  useEffect(() => {
    if (momentMs === null) return;
    setCurrentTimeMs(momentMs);
    if (mediaRef.current && mediaUrl) mediaRef.current.currentTime = momentMs / 1000;
  }, [momentMs, mediaUrl]);

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
  const isMember = access.kind === 'member';
  const isOwner = isMember && meeting.owner.id === access.userId;
  const canManage = isOwner || (isMember && access.isAdmin === true);

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
        durationMs={media && mediaDurationMs !== null ? mediaDurationMs : meeting.duration_ms}
        isShared={!isMember}
        ownership={isMember ? <MeetingOwnership meeting={meeting} viewerId={access.userId} /> : undefined}
        actions={
          isMember ? (
            <>
              {isOwner ? <ShareMeetingButton meetingId={meeting.id} /> : null}
              <DownloadTranscriptMenu meetingId={meeting.id} isDisabled={meeting.segments.length === 0} />
              {canManage ? <MeetingManageMenu meeting={meeting} /> : null}
            </>
          ) : (
            <>
              <Badge variant="light" color="gray" size="lg" leftSection={<IconEye size={14} aria-hidden />}>
                View only
              </Badge>
              <Button component={Link} to="/login" variant="default">
                Try Ting
              </Button>
            </>
          )
        }
      />
      <Container size="xl" py="lg" px={{ base: 'md', md: 'xl' }} component="main">
        <Stack gap="lg">
          <MeetingStatusPanel
            meeting={meeting}
            isRetrying={retry.isPending}
            onRetry={isOwner ? () => retry.mutate(meeting.id) : null}
            canOpenBilling={isMember}
          />
          {/* Side by side from md; on narrower screens (a phone) Ting's outputs come first, the transcript after. */}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              <Stack gap="lg">
                {media?.url ? (
                  <MeetingMediaPlayer
                    url={media.url}
                    contentType={media.content_type}
                    ref={mediaRef}
                    startAtMs={momentMs}
                    onTimeUpdate={setCurrentTimeMs}
                    onDurationKnown={setMediaDurationMs}
                  />
                ) : isOwner && meeting.source === 'transcript_upload' && mediaQuery.isSuccess ? (
                  <AddRecordingCard meetingId={meeting.id} />
                ) : null}
                <TranscriptPanel
                  segments={meeting.segments}
                  currentTimeMs={media || momentMs !== null ? currentTimeMs : null}
                  onSeek={media ? handleSeek : null}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              <MeetingOutputsTabs
                meeting={meeting}
                onActionItemsChange={isMember ? (items) => updateActionItems.mutate(items) : null}
                isSavingActionItems={updateActionItems.isPending}
                onSeek={media ? handleSeek : null}
                chat={
                  isMember ? (
                    <Box h="min(70vh, 640px)">
                      <MeetingChatPanel
                        meetingIds={meetingIds}
                        accessToken={access.accessToken}
                        starterText={MEETING_CHAT_STARTER}
                      />
                    </Box>
                  ) : null
                }
              />
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
};
