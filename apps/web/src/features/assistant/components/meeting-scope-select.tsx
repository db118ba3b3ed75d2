import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { MAX_CHAT_MEETINGS } from '@ting/contracts';
import { useMemo, useRef, useState } from 'react';
import { type TMeetingOption, useMeetingOptionsQuery } from '../api/use-meeting-options-query';
import { ASSISTANT_TEXTS } from '../assistant-texts';

const SEARCH_DEBOUNCE_MS = 250;

export type TMeetingScopeSelectProps = {
  /** The chosen meetings; empty means every meeting the user may read. */
  value: string[];
  onChange: (meetingIds: string[]) => void;
};

const optionLabel = ({ title, started_at }: TMeetingOption): string =>
  `${title} · ${new Date(started_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}`;

/**
 * Narrows the assistant to chosen meetings (up to 20). The list loads once the field is opened and searches
 * the server as the user types; chosen meetings keep their labels whatever the current search shows.
 */
export const MeetingScopeSelect = ({ value, onChange }: TMeetingScopeSelectProps) => {
  const [search, setSearch] = useState('');
  const [hasOpened, setHasOpened] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const optionsQuery = useMeetingOptionsQuery({ q: debouncedSearch, isEnabled: hasOpened });
  const labelsRef = useRef(new Map<string, string>());

  const data = useMemo(() => {
    const shown = optionsQuery.data ?? [];
    for (const option of shown) labelsRef.current.set(option.id, optionLabel(option));
    const shownIds = new Set(shown.map(({ id }) => id));
    const chosenElsewhere = value
      .filter((id) => !shownIds.has(id))
      .map((id) => ({ value: id, label: labelsRef.current.get(id) ?? id }));
    return [...shown.map((option) => ({ value: option.id, label: optionLabel(option) })), ...chosenElsewhere];
  }, [optionsQuery.data, value]);

  return (
    <MultiSelect
      label={ASSISTANT_TEXTS.scopeLabel}
      description={ASSISTANT_TEXTS.scopeDescription(MAX_CHAT_MEETINGS)}
      placeholder={
        value.length === 0 ? ASSISTANT_TEXTS.scopeAllPlaceholder : ASSISTANT_TEXTS.scopeSomePlaceholder
      }
      leftSection={<IconFilter size={14} aria-hidden />}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already; Mantine's own filter would hide matches on participants.
      filter={({ options }) => options}
      onDropdownOpen={() => setHasOpened(true)}
      nothingFoundMessage={optionsQuery.isFetching ? undefined : ASSISTANT_TEXTS.scopeNothingFound}
      maxValues={MAX_CHAT_MEETINGS}
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
};
