import { PageFrame } from '../../../ui/page-frame';
import { useCurrentIdentity } from '../../identity/hooks/use-current-identity';
import { IntegrationsPanel } from '../../integrations/components/integrations-panel';
import { TeamSection } from '../../team/components/team-section';
import { BillingPanel } from '../billing/components/billing-panel';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { SETTINGS_SECTION_IDS } from '../settings-sections';
import { CustomizationTabs } from './customization-tabs';
import { SettingsSection } from './settings-section';

export const SettingsView = () => {
  const { user, organization, orgIntegrations } = useCurrentIdentity();
  useScrollToHash();
  return (
    <PageFrame title="Settings">
      <SettingsSection
        id={SETTINGS_SECTION_IDS.customization}
        title="Customization"
        description="Tell Ting how to write your meeting summaries, action items and CRM fields."
      >
        <CustomizationTabs meta={user.meta} isHubspotConnected={orgIntegrations.includes('hubspot')} />
      </SettingsSection>
      <SettingsSection
        id={SETTINGS_SECTION_IDS.integrations}
        title="Integrations"
        description="Your own calendar, and the services your organization connects to Ting."
      >
        <IntegrationsPanel orgIntegrations={orgIntegrations} />
      </SettingsSection>
      <SettingsSection
        id={SETTINGS_SECTION_IDS.team}
        title="Team"
        description={`The members of ${organization.name}.`}
      >
        <TeamSection />
      </SettingsSection>
      <SettingsSection
        id={SETTINGS_SECTION_IDS.billing}
        title="Billing"
        description={`The plan of ${organization.name}.`}
      >
        <BillingPanel />
      </SettingsSection>
    </PageFrame>
  );
};
