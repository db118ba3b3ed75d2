import { Tabs } from '@mantine/core';
import type { TUserMeta } from '@ting/contracts';
import { AutoRecordSetting } from './auto-record-setting';
import { CrmPropertiesTab } from './crm-properties-tab';
import { GeneralPromptsTab } from './general-prompts-tab';

export type TCustomizationTabsProps = {
  meta: TUserMeta;
  isHubspotConnected: boolean;
};

export const CustomizationTabs = ({ meta, isHubspotConnected }: TCustomizationTabsProps) => (
  <Tabs defaultValue="general" keepMounted={false}>
    <Tabs.List>
      <Tabs.Tab value="general">General</Tabs.Tab>
      <Tabs.Tab value="crm-properties" data-tour="crm-properties-tab">
        CRM Properties
      </Tabs.Tab>
    </Tabs.List>
    <Tabs.Panel value="general" pt="md" data-tour="general-customization">
      <GeneralPromptsTab meta={meta} />
      <AutoRecordSetting meta={meta} />
    </Tabs.Panel>
    <Tabs.Panel value="crm-properties" pt="md">
      <CrmPropertiesTab isHubspotConnected={isHubspotConnected} />
    </Tabs.Panel>
  </Tabs>
);
