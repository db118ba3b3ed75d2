import { AssistantEmptyState } from '../../features/assistant/components/assistant-empty-state';
import { PageFrame } from '../../ui/page-frame';

export const AssistantPage = () => (
  <PageFrame title="Assistant">
    <AssistantEmptyState />
  </PageFrame>
);
