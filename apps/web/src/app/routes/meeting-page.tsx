import { SHARE_TOKEN_QUERY_PARAM } from '@ting/contracts';
import { useParams, useSearchParams } from 'react-router';
import { useIdentityQuery } from '../../features/identity/api/use-identity-query';
import { MeetingUnavailableView } from '../../features/meetings/components/meeting-unavailable-view';
import { MeetingView } from '../../features/meetings/components/meeting-view';
import { usePageTour } from '../../features/tours/hooks/use-page-tour';
import { useSession } from '../../lib/session/use-session';
import { FullScreenLoader } from '../../ui/full-screen-loader';

/**
 * `/meetings/:id`, open without a session. A share link (`?share=`) shows the meeting read-only to anyone,
 * signed in or not, exactly as its visitors see it; otherwise members of the meeting's organization see it
 * with their token, and everyone else the 'not available' view.
 */
export const MeetingPage = () => {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const shareToken = searchParams.get(SHARE_TOKEN_QUERY_PARAM)?.trim() || null;
  const { status } = useSession();
  const identityQuery = useIdentityQuery({ isEnabled: status === 'authenticated' && !shareToken });
  // The tour is for members; a visitor's read-only view has none of the CRM, chat or assistant to show.
  usePageTour('meeting-detail', { isEnabled: !shareToken && identityQuery.isSuccess });

  if (!id) return <MeetingUnavailableView />;
  if (shareToken) return <MeetingView meetingId={id} access={{ kind: 'shared', shareToken }} />;
  if (status === 'loading' || (status === 'authenticated' && identityQuery.isPending)) {
    return <FullScreenLoader label="Loading meeting" />;
  }
  if (status === 'unauthenticated' || !identityQuery.data) return <MeetingUnavailableView />;
  const identity = identityQuery.data;
  return (
    <MeetingView
      meetingId={id}
      access={{
        kind: 'member',
        accessToken: identity.accessToken,
        userId: identity.user.id,
        isAdmin: identity.user.is_admin,
      }}
    />
  );
};
