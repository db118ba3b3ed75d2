import { useSearchParams } from 'react-router';
import { InviteView } from '../../features/auth/components/invite-view';
import { useSession } from '../../lib/session/use-session';

export const InvitePage = () => {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  return <InviteView sessionStatus={status} token={searchParams.get('token')} />;
};
