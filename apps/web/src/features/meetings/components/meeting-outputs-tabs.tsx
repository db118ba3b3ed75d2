import { Anchor, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { TActionItem, TMeetingDetail } from '@ting/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CRM_UPDATES_TEXTS } from '../crm-updates-texts';
import { engineNote } from '../utils/meeting-engine';
import { isFinalMeetingStatus } from '../utils/meeting-status';
import { ActionItemsEditor } from './action-items-editor';
import { MeetingCrmTab } from './meeting-crm-tab';
import { MeetingHubspotTab } from './meeting-hubspot-tab';
import { SummaryMarkdown } from './summary-markdown';

type TNoOutputsProps = {
  meeting: TMeetingDetail;
  what: 'summary' | 'action items';
};

const NoOutputs = ({ meeting, what }: TNoOutputsProps) => (
  <Text size="sm" c="dimmed">
    {isFinalMeetingStatus(meeting.status)
      ? `No ${what}: processing did not finish.`
      : `The ${what} ${what === 'summary' ? 'appears' : 'appear'} here once Ting has finished processing this meeting.`}
  </Text>
);

export type TMeetingOutputsTabsProps = {
  meeting: TMeetingDetail;
  /** Saves edited action items; null shows them read-only (a shared meeting). */
  onActionItemsChange: ((items: TActionItem[]) => void) | null;
  isSavingActionItems?: boolean;
  /** The meeting chat, as the 'Ask Questions' tab; absent for visitors of a shared link. */
  chat?: ReactNode;
  /** Seeks the player and transcript (a HubSpot update's quote); null or absent without a recording. */
  onSeek?: ((timeMs: number) => void) | null;
};

/**
 * What Ting made of the meeting: the summary, its action items, its HubSpot records (CRM), what it wrote to
 * HubSpot (HubSpot), and the chat about it.
 */
export const MeetingOutputsTabs = ({
  meeting,
  onActionItemsChange,
  isSavingActionItems,
  chat,
  onSeek = null,
}: TMeetingOutputsTabsProps) => {
  const { outputs } = meeting;
  const isReadOnly = onActionItemsChange === null;
  // The chat and the CRM and HubSpot tabs load when first opened, then stay mounted: the chat's conversation survives tab
  // switches, and a meeting page nobody looks at the CRM of asks HubSpot nothing.
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<string>>(() => new Set());
  const handleTabChange = (value: string | null) => {
    if (value && !openedTabs.has(value)) setOpenedTabs(new Set(openedTabs).add(value));
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Tabs defaultValue="summary" onChange={handleTabChange}>
        <Tabs.List mb="md">
          <Tabs.Tab value="summary" data-tour="summary-tab">
            Summary
          </Tabs.Tab>
          <Tabs.Tab value="action-items">
            Action items
            {outputs && outputs.action_items.length > 0 ? ` (${outputs.action_items.length})` : ''}
          </Tabs.Tab>
          {/* Shared (signed-out) views show no CRM data. The tour's 'HubSpot tab' step points at the second. */}
          {isReadOnly ? null : (
            <>
              <Tabs.Tab value="crm" data-tour="crm-tab">
                CRM
              </Tabs.Tab>
              <Tabs.Tab value="hubspot" data-tour="hubspot-tab">
                {CRM_UPDATES_TEXTS.tab}
              </Tabs.Tab>
            </>
          )}
          {chat ? (
            <Tabs.Tab value="chat" data-tour="meeting-chat-tab">
              Ask Questions
            </Tabs.Tab>
          ) : null}
        </Tabs.List>

        <Tabs.Panel value="summary">
          {outputs ? (
            <Stack gap="sm" data-tour="meeting-summary">
              <SummaryMarkdown markdown={outputs.summary_markdown} />
              <Text size="xs" c="dimmed" data-engine-note>
                {engineNote(outputs.engine)}
              </Text>
              {isReadOnly ? null : (
                <Text size="xs" c="dimmed">
                  You can change how Ting writes summaries in{' '}
                  <Anchor component={Link} to="/settings#personalisation" inherit>
                    Settings
                  </Anchor>
                  .
                </Text>
              )}
            </Stack>
          ) : (
            <NoOutputs meeting={meeting} what="summary" />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="action-items">
          {outputs ? (
            <Stack gap="sm">
              <ActionItemsEditor
                items={outputs.action_items}
                onChange={onActionItemsChange}
                isSaving={isSavingActionItems}
              />
              <Text size="xs" c="dimmed" data-engine-note>
                {engineNote(outputs.engine)}
              </Text>
            </Stack>
          ) : (
            <NoOutputs meeting={meeting} what="action items" />
          )}
        </Tabs.Panel>

        {isReadOnly ? null : (
          <Tabs.Panel value="crm">
            {openedTabs.has('crm') ? <MeetingCrmTab meetingId={meeting.id} /> : null}
          </Tabs.Panel>
        )}
        {isReadOnly ? null : (
          <Tabs.Panel value="hubspot">
            {openedTabs.has('hubspot') ? <MeetingHubspotTab meetingId={meeting.id} onSeek={onSeek} /> : null}
          </Tabs.Panel>
        )}
        {chat ? <Tabs.Panel value="chat">{openedTabs.has('chat') ? chat : null}</Tabs.Panel> : null}
      </Tabs>
    </Paper>
  );
};
