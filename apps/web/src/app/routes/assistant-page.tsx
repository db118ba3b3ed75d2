import { Container } from '@mantine/core';
import { AssistantView } from '../../features/assistant/components/assistant-view';
import { usePageTour } from '../../features/tours/hooks/use-page-tour';

export const AssistantPage = () => {
  usePageTour('assistant');
  return (
    <Container size="xl" py="lg">
      <AssistantView />
    </Container>
  );
};
