import { useParams } from 'react-router';
import { useIdentityQuery } from '../../features/identity/api/use-identity-query';
import { MeetingUnavailableView } from '../../features/meetings/components/meeting-unavailable-view';
import { MeetingView } from '../../features/meetings/components/meeting-view';
import { useSession } from '../../lib/session/use-session';
import { FullScreenLoader } from '../../ui/full-screen-loader';

/**
 * `/meetings/:id`, open without a session. Signed-in users see the meeting with their token; anyone else
 * gets the honest 'not available' view until sharing arrives.
 */
export const MeetingPage = () => {
  const { id = '' } = useParams();
  const { status } = useSession();
  const identityQuery = useIdentityQuery({ isEnabled: status === 'authenticated' });

  if (status === 'loading' || (status === 'authenticated' && identityQuery.isPending)) {
    return <FullScreenLoader label="Loading meeting" />;
  }
  if (status === 'unauthenticated' || identityQuery.isError || !id) return <MeetingUnavailableView />;
  return <MeetingView meetingId={id} />;
};
