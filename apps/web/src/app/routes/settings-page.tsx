import { SettingsView } from '../../features/settings/components/settings-view';
import { usePageTour } from '../../features/tours/hooks/use-page-tour';

export const SettingsPage = () => {
  usePageTour('settings');
  return <SettingsView />;
};
