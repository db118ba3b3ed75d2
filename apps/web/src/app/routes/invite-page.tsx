import { InviteView } from '../../features/auth/components/invite-view';
import { useSession } from '../../lib/session/use-session';

export const InvitePage = () => {
  const { status } = useSession();
  return <InviteView sessionStatus={status} />;
};
