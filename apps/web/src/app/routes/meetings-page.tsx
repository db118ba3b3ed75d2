import { MeetingsEmptyState } from '../../features/meetings/components/meetings-empty-state';
import { PageFrame } from '../../ui/page-frame';

export const MeetingsPage = () => (
  <PageFrame title="Meetings">
    <MeetingsEmptyState />
  </PageFrame>
);
