import { SettingsView } from '../../features/settings/components/settings-view';

export const SettingsPage = () => <SettingsView />;
