import { Anchor, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { TActionItem, TMeetingDetail } from '@ting/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { describeEngine } from '../utils/meeting-engine';
import { isFinalMeetingStatus } from '../utils/meeting-status';
import { ActionItemsEditor } from './action-items-editor';
import { SummaryMarkdown } from './summary-markdown';

export const CRM_PLACEHOLDER_TEXT = 'CRM updates appear here once HubSpot sync is available.';

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
};

/** What Ting made of the meeting: the summary, its action items, the CRM updates, and the chat about it. */
export const MeetingOutputsTabs = ({
  meeting,
  onActionItemsChange,
  isSavingActionItems,
  chat,
}: TMeetingOutputsTabsProps) => {
  const { outputs } = meeting;
  const isReadOnly = onActionItemsChange === null;
  // The chat connects when first opened, then stays mounted so the conversation survives tab switches.
  const [isChatOpened, setIsChatOpened] = useState(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Tabs defaultValue="summary" onChange={(value) => value === 'chat' && setIsChatOpened(true)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
          <Tabs.Tab value="action-items">
            Action items
            {outputs && outputs.action_items.length > 0 ? ` (${outputs.action_items.length})` : ''}
          </Tabs.Tab>
          {isReadOnly ? null : <Tabs.Tab value="crm">CRM</Tabs.Tab>}
          {chat ? <Tabs.Tab value="chat">Ask Questions</Tabs.Tab> : null}
        </Tabs.List>

        <Tabs.Panel value="summary">
          {outputs ? (
            <Stack gap="sm">
              <SummaryMarkdown markdown={outputs.summary_markdown} />
              <Text size="xs" c="dimmed">
                Written by {describeEngine(outputs.engine)}.
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
            <ActionItemsEditor
              items={outputs.action_items}
              onChange={onActionItemsChange}
              isSaving={isSavingActionItems}
            />
          ) : (
            <NoOutputs meeting={meeting} what="action items" />
          )}
        </Tabs.Panel>

        {isReadOnly ? null : (
          <Tabs.Panel value="crm">
            <Text size="sm" c="dimmed">
              {CRM_PLACEHOLDER_TEXT}
            </Text>
          </Tabs.Panel>
        )}
        {chat ? <Tabs.Panel value="chat">{isChatOpened ? chat : null}</Tabs.Panel> : null}
      </Tabs>
    </Paper>
  );
};
