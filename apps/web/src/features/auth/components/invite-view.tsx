import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLinkOff, IconUsers } from '@tabler/icons-react';
import type { TInvitationPreview } from '@ting/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http-client';
import type { TSessionStatus } from '../../../lib/session/use-session';
import { showToast } from '../../../lib/toast';
import { BrandLogo } from '../../../ui/brand-logo';
import { SandboxBadge } from '../../../ui/sandbox-badge';
import { useIsSandbox } from '../../app-config/api/use-app-config-query';
import { useIdentityQuery } from '../../identity/api/use-identity-query';
import { INVITATION_TOKEN_PATTERN } from '../../team/api/invitation-keys';
import {
  isLeaveCurrentConflict,
  useAcceptInvitationMutation,
  useInvitationPreviewQuery,
} from '../../team/api/use-invitation-link';
import { INVITATION_STATE_MESSAGES, TEAM_TEXTS } from '../../team/team-texts';
import { useSignIn } from '../hooks/use-auth-actions';
import { SignInWithGoogleButton } from './sign-in-with-google-button';

/** Where the app goes after joining. */
const AFTER_JOIN_PATH = '/meetings';

export type TInviteViewProps = {
  sessionStatus: TSessionStatus;
  /** The link's `token` query parameter; null when the page was opened without one. */
  token: string | null;
};

const invitePath = (token: string) => `/invite?token=${encodeURIComponent(token)}`;

/** A link that no longer works, or never did: why, and the way back to Ting. */
const InvitationUnavailable = ({ message }: { message: string }) => (
  <Stack gap="md">
    <ThemeIcon size={48} radius="xl" variant="light" color="gray">
      <IconLinkOff size={26} aria-hidden />
    </ThemeIcon>
    <Title order={1} size="h2">
      {TEAM_TEXTS.unavailableTitle}
    </Title>
    <Text>{message}</Text>
    <Button component={Link} to="/" variant="light">
      {TEAM_TEXTS.goToTing}
    </Button>
  </Stack>
);

/** Without a token: how invitations work. */
const InviteExplanation = ({ sessionStatus }: { sessionStatus: TSessionStatus }) => {
  const signIn = useSignIn();
  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconUsers size={26} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        Join your team on Ting
      </Title>
      <Text>
        Your team's admin sends you an invitation link. Open that link to join their organization, then sign
        in with your Google account.
      </Text>
      {sessionStatus === 'authenticated' ? (
        <Button component={Link} to="/">
          {TEAM_TEXTS.goToTing}
        </Button>
      ) : (
        <SignInWithGoogleButton
          isSigningIn={sessionStatus === 'loading' || signIn.isPending}
          onSignIn={() => void signIn.run()}
        />
      )}
    </Stack>
  );
};

type TPendingInvitationProps = {
  token: string;
  preview: TInvitationPreview;
  sessionStatus: TSessionStatus;
};

/**
 * A link that works: signed out, sign in and come back here; signed in, join. Leaving an organization that
 * holds meetings is confirmed first (the server asks with a 409).
 */
const PendingInvitation = ({ token, preview, sessionStatus }: TPendingInvitationProps) => {
  const isSignedIn = sessionStatus === 'authenticated';
  // The sign-in opens filled with the invited address (the person may still choose another).
  const signIn = useSignIn({ returnTo: invitePath(token), loginHint: preview.email });
  // The accept call carries the Bearer token, which comes with the identity.
  const identity = useIdentityQuery({ isEnabled: isSignedIn });
  const accept = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const [leaveQuestion, setLeaveQuestion] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const organizationName = preview.organization_name;

  const handleJoin = (leaveCurrent: boolean) => {
    setFailure(null);
    accept.mutate(
      { token, leave_current: leaveCurrent },
      {
        onSuccess: (joined) => {
          setLeaveQuestion(null);
          showToast({ message: TEAM_TEXTS.joined(joined.organization_name), tone: 'success' });
          void navigate(AFTER_JOIN_PATH, { replace: true });
        },
        onError: (error) => {
          if (isLeaveCurrentConflict(error)) {
            setLeaveQuestion(error.message);
            return;
          }
          setLeaveQuestion(null);
          setFailure(error.message || TEAM_TEXTS.loadFailed);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconUsers size={26} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        {TEAM_TEXTS.joinTitle(organizationName)}
      </Title>
      <Text>{TEAM_TEXTS.invitedBy({ inviter: preview.invited_by, organizationName })}</Text>
      <Text size="sm" c="dimmed">
        {TEAM_TEXTS.sentTo(preview.email)}
      </Text>
      {failure ? (
        <Alert color="red" title={TEAM_TEXTS.unavailableTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            <Button component={Link} to="/" variant="light" size="xs">
              {TEAM_TEXTS.goToTing}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {isSignedIn ? (
        <Button
          onClick={() => handleJoin(false)}
          loading={identity.isPending || (accept.isPending && leaveQuestion === null)}
          disabled={identity.isError}
        >
          {TEAM_TEXTS.join(organizationName)}
        </Button>
      ) : (
        <SignInWithGoogleButton
          isSigningIn={sessionStatus === 'loading' || signIn.isPending}
          onSignIn={() => void signIn.run()}
        />
      )}
      <Modal
        opened={leaveQuestion !== null}
        onClose={() => setLeaveQuestion(null)}
        title={TEAM_TEXTS.leaveTitle}
        centered
      >
        <Stack gap="md">
          <Text>{leaveQuestion}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setLeaveQuestion(null)} disabled={accept.isPending}>
              {TEAM_TEXTS.cancel}
            </Button>
            <Button color="red" onClick={() => handleJoin(true)} loading={accept.isPending}>
              {TEAM_TEXTS.joinAnyway}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};

/** What the link's token offers, read without a session. */
const InvitationLink = ({ token, sessionStatus }: { token: string; sessionStatus: TSessionStatus }) => {
  const preview = useInvitationPreviewQuery({ token });
  if (!INVITATION_TOKEN_PATTERN.test(token))
    return <InvitationUnavailable message={TEAM_TEXTS.invalidLink} />;
  if (preview.isPending) return <Loader aria-label="Loading the invitation" mx="auto" />;
  if (preview.isError) {
    const { error } = preview;
    const isUnknownLink = error instanceof HttpError && (error.status === 404 || error.status === 400);
    if (isUnknownLink) return <InvitationUnavailable message={error.message || TEAM_TEXTS.invalidLink} />;
    return (
      <Stack gap="md" align="flex-start">
        <Text>{TEAM_TEXTS.loadFailed}</Text>
        <Button variant="light" onClick={() => void preview.refetch()} loading={preview.isFetching}>
          {TEAM_TEXTS.tryAgain}
        </Button>
      </Stack>
    );
  }
  const { data } = preview;
  if (data.state !== 'pending')
    return <InvitationUnavailable message={INVITATION_STATE_MESSAGES[data.state]} />;
  return <PendingInvitation token={token} preview={data} sessionStatus={sessionStatus} />;
};

/** /invite: where invitation links land. Without a token it explains how invitations work. */
export const InviteView = ({ sessionStatus, token }: TInviteViewProps) => {
  const isSandbox = useIsSandbox();
  return (
    <Stack mih="100vh" bg="gray.0" gap={0}>
      <Group px="lg" h={84}>
        <BrandLogo />
        {isSandbox ? <SandboxBadge /> : null}
      </Group>
      <Center flex={1} px="md" pb={84}>
        <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
          {token === null ? (
            <InviteExplanation sessionStatus={sessionStatus} />
          ) : (
            <InvitationLink token={token} sessionStatus={sessionStatus} />
          )}
        </Paper>
      </Center>
    </Stack>
  );
};
