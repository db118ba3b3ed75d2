import { MeetingUnavailableView } from '../../features/meetings/components/meeting-unavailable-view';

export const MeetingPage = () => <MeetingUnavailableView />;
