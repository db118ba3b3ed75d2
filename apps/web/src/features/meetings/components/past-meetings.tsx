import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TMeetingListScope } from '@ting/contracts';
import { useState } from 'react';
import { HttpError } from '../../../lib/http-client';
import { useIdentityQuery } from '../../identity/api/use-identity-query';
import { MEETINGS_PAGE_SIZE, useMeetingsQuery } from '../api/use-meetings-query';
import { useRetryMeetingMutation } from '../api/use-retry-meeting-mutation';
import { MeetingScopeFilter } from './meeting-scope-filter';
import { PastMeetingItem } from './past-meeting-item';

export const SEARCH_DEBOUNCE_MS = 300;
export const NO_MEETINGS_TITLE = 'No meetings yet';

const PastMeetingsSkeleton = () => (
  <Stack gap="sm" aria-busy="true" aria-label="Loading meetings">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height={88} radius="md" />
    ))}
  </Stack>
);

const NoMeetings = ({ search }: { search: string }) => (
  <Paper withBorder radius="md" p="xl" ta="center">
    {search ? (
      <Text fw={500}>No meetings match “{search}”.</Text>
    ) : (
      <Stack gap={4} align="center">
        {/* Not a heading: the calendar's empty state may already say the same just above. */}
        <Text fw={600} size="lg">
          {NO_MEETINGS_TITLE}
        </Text>
        <Text c="dimmed" maw={480}>
          Press Upload to add a recording or a transcript file, or Record to capture a meeting in your
          browser. Ting transcribes and summarises it here.
        </Text>
      </Stack>
    )}
  </Paper>
);

/**
 * The organization's meetings, newest first, with their processing status: searchable by title or
 * participant email, 25 to a page, polled while any of them is still being processed.
 */
export const PastMeetings = () => {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: a new search starts on its first page.
  const [pageOfSearch, setPageOfSearch] = useState({ q: '', page: 1 });
  const [scope, setScope] = useState<TMeetingListScope>('team');
  const viewerId = useIdentityQuery().data?.user.id ?? '';
  const page = pageOfSearch.q === debouncedSearch ? pageOfSearch.page : 1;
  const meetingsQuery = useMeetingsQuery({ q: debouncedSearch, page, scope });
  const retry = useRetryMeetingMutation();

  const data = meetingsQuery.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MEETINGS_PAGE_SIZE)) : 1;
  const retryingId = retry.isPending ? retry.variables : null;

  const renderBody = () => {
    if (meetingsQuery.isPending) return <PastMeetingsSkeleton />;
    if (meetingsQuery.isError && !data) {
      const { error } = meetingsQuery;
      return (
        <Alert color="red" title="Your meetings could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {error instanceof HttpError && error.message
                ? error.message
                : 'Ting could not be reached just now.'}
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void meetingsQuery.refetch()}
              loading={meetingsQuery.isFetching}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!data || data.items.length === 0) return <NoMeetings search={debouncedSearch} />;
    return (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="past-meetings-title"
        aria-busy={meetingsQuery.isPlaceholderData || undefined}
        data-tour="meeting-item"
      >
        {data.items.map((meeting) => (
          <PastMeetingItem
            key={meeting.id}
            meeting={meeting}
            isRetrying={retryingId === meeting.id}
            onRetry={(meetingId) => retry.mutate(meetingId)}
            search={debouncedSearch}
            ownerOf={scope === 'team' ? { viewerId } : undefined}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="past-meetings-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} id="past-meetings-title">
          Past meetings
        </Title>
        <Group gap="sm" align="center" w={{ base: '100%', xs: 'auto' }}>
          <MeetingScopeFilter
            value={scope}
            onChange={(next) => {
              setScope(next);
              setPageOfSearch({ q: debouncedSearch, page: 1 });
            }}
          />
          <TextInput
            type="search"
            placeholder="Search for Meetings"
            aria-label="Search for Meetings"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 320 }}
            maxLength={200}
            data-tour="meetings-search"
          />
        </Group>
      </Group>
      {renderBody()}
      {data?.total_at_least && data.items.length > 0 ? (
        // A search counts up to 1,000 matches; the pages go that far.
        <Text size="sm" c="dimmed" ta="center">
          More than {data.total.toLocaleString('en')} meetings match. Add words to narrow the search.
        </Text>
      ) : null}
      {data && pageCount > 1 ? (
        <Center>
          <Pagination
            total={pageCount}
            value={page}
            onChange={(nextPage) => setPageOfSearch({ q: debouncedSearch, page: nextPage })}
            aria-label="Meeting pages"
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                previous: 'Previous page',
                next: 'Next page',
                last: 'Last page',
              }[control],
            })}
            getItemProps={(itemPage) => ({ 'aria-label': `Page ${itemPage}` })}
          />
        </Center>
      ) : null}
    </Stack>
  );
};
