import { Anchor, Badge, Group, List, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { TActionItem, TMeetingDetail } from '@ting/contracts';
import { Link } from 'react-router';
import { describeEngine } from '../utils/meeting-engine';
import { isFinalMeetingStatus } from '../utils/meeting-status';
import { SummaryMarkdown } from './summary-markdown';

export const CRM_PLACEHOLDER_TEXT = 'CRM updates appear here once HubSpot sync is available.';

const DUE_DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A due date as written by the engine: a calendar date (`2026-11-27`) or a timestamp; shown as given otherwise. */
const formatDueDate = (dueDate: string): string => {
  // A bare date is read as UTC midnight and shown in UTC, so it never slips to the day before.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? `${dueDate}T00:00:00Z` : dueDate);
  return Number.isNaN(date.getTime()) ? dueDate : DUE_DATE_FORMAT.format(date);
};

type TNoOutputsProps = {
  meeting: TMeetingDetail;
  /** Singular or plural, with its verb: 'summary appears', 'action items appear'. */
  what: 'summary' | 'action items';
};

const NoOutputs = ({ meeting, what }: TNoOutputsProps) => (
  <Text size="sm" c="dimmed">
    {isFinalMeetingStatus(meeting.status)
      ? `No ${what}: processing did not finish.`
      : `The ${what} ${what === 'summary' ? 'appears' : 'appear'} here once Ting has finished processing this meeting.`}
  </Text>
);

const ActionItem = ({ item }: { item: TActionItem }) => (
  <List.Item>
    <Stack gap={2}>
      <Group gap="xs">
        <Text size="sm">{item.text}</Text>
        {item.done ? (
          <Badge size="xs" color="green" variant="light">
            Done
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {item.owner ? `Owner: ${item.owner}` : 'No owner'}
        {' · '}
        {item.due_date ? (
          <>
            Due <time dateTime={item.due_date}>{formatDueDate(item.due_date)}</time>
          </>
        ) : (
          'No due date'
        )}
      </Text>
    </Stack>
  </List.Item>
);

export type TMeetingOutputsTabsProps = {
  meeting: TMeetingDetail;
};

/** What Ting made of the meeting: the summary, its action items, and (later) the CRM updates. */
export const MeetingOutputsTabs = ({ meeting }: TMeetingOutputsTabsProps) => {
  const { outputs } = meeting;
  return (
    <Paper withBorder radius="md" p="md">
      <Tabs defaultValue="summary">
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
          <Tabs.Tab value="action-items">
            Action items
            {outputs && outputs.action_items.length > 0 ? ` (${outputs.action_items.length})` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="crm">CRM</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="summary">
          {outputs ? (
            <Stack gap="sm">
              <SummaryMarkdown markdown={outputs.summary_markdown} />
              <Text size="xs" c="dimmed">
                Written by {describeEngine(outputs.engine)}.
              </Text>
              <Text size="xs" c="dimmed">
                You can change how Ting writes summaries in{' '}
                <Anchor component={Link} to="/settings#personalisation" inherit>
                  Settings
                </Anchor>
                .
              </Text>
            </Stack>
          ) : (
            <NoOutputs meeting={meeting} what="summary" />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="action-items">
          {!outputs ? (
            <NoOutputs meeting={meeting} what="action items" />
          ) : outputs.action_items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No action items were found in this meeting.
            </Text>
          ) : (
            <List spacing="sm" aria-label="Action items">
              {outputs.action_items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: action items have no id; their order is fixed.
                <ActionItem key={index} item={item} />
              ))}
            </List>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="crm">
          <Text size="sm" c="dimmed">
            {CRM_PLACEHOLDER_TEXT}
          </Text>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
};
