import { useCurrentIdentity } from '../../features/identity/hooks/use-current-identity';
import { MeetingCapture } from '../../features/meetings/components/meeting-capture';
import { PastMeetings } from '../../features/meetings/components/past-meetings';
import { UpcomingMeetings } from '../../features/meetings/components/upcoming-meetings';
import { usePageTour } from '../../features/tours/hooks/use-page-tour';
import { PageFrame } from '../../ui/page-frame';

export const MeetingsPage = () => {
  const { orgIntegrations } = useCurrentIdentity();
  usePageTour('meetings');
  return (
    <PageFrame title="Meetings">
      <MeetingCapture />
      <UpcomingMeetings orgIntegrations={orgIntegrations} />
      <PastMeetings />
    </PageFrame>
  );
};
