import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import type { TMeetingDetail, TParticipant } from '@ting/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../ui/brand-logo';
import { MeetingWhen } from './meeting-when';
import { MeetingStageBadge } from './notetaker-stage-badge';

export type TMeetingHeaderProps = {
  meeting: TMeetingDetail;
  /** The meeting's length: the recording's as the player reads it, else the stored one. */
  durationMs: number | null;
  /** Share and download for members; a view-only mark for visitors. */
  actions?: ReactNode;
  /** A visitor with a share link: no way into the app's pages, which need a session. */
  isShared?: boolean;
  /** Members: who owns the meeting and who else sees it (the owner can change that). */
  ownership?: ReactNode;
};

const participantLabel = (participant: TParticipant): string =>
  participant.name?.trim() || participant.email || 'Unknown participant';

/** The meeting page's own header (it has no navigation bar): way back, title, when, who, and status. */
export const MeetingHeader = ({
  meeting,
  durationMs,
  actions,
  isShared = false,
  ownership,
}: TMeetingHeaderProps) => (
  <Box
    component="header"
    px={{ base: 'md', md: 'xl' }}
    py="md"
    bg="var(--mantine-color-body)"
    style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
  >
    <Stack gap="md">
      <Group justify="space-between" gap="md">
        <Group gap="lg">
          <BrandLogo />
          {isShared ? null : (
            <Anchor component={Link} to="/meetings" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                Back to meetings
              </Group>
            </Anchor>
          )}
        </Group>
        <Group gap="sm">
          {actions}
          {isShared ? null : (
            <Button
              component={Link}
              to="/assistant"
              data-tour="go-to-assistant"
              leftSection={<IconSparkles size={16} aria-hidden />}
            >
              Go to Assistant
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {meeting.title || 'Untitled meeting'}
          </Title>
          <MeetingStageBadge meeting={meeting} />
        </Group>
        <MeetingWhen startedAt={meeting.started_at} durationMs={durationMs} />
        {ownership}
        {meeting.participants.length > 0 ? (
          <Text size="sm" c="dimmed">
            <Text span size="sm" fw={500}>
              Participants:
            </Text>{' '}
            {meeting.participants.map(participantLabel).join(', ')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  </Box>
);
