import { useCurrentIdentity } from '../../features/identity/hooks/use-current-identity';
import { UpcomingMeetings } from '../../features/meetings/components/upcoming-meetings';
import { PageFrame } from '../../ui/page-frame';

export const MeetingsPage = () => {
  const { orgIntegrations } = useCurrentIdentity();
  return (
    <PageFrame title="Meetings">
      <UpcomingMeetings orgIntegrations={orgIntegrations} />
    </PageFrame>
  );
};
