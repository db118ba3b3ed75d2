import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TCrmRecordSummary } from '@ting/contracts';
import { useEffect, useState } from 'react';
import { CrmObjectBadge } from '../../../ui/crm-object-badge';
import { CRM_SEARCH_MIN_LENGTH, useCrmSearchQuery } from '../api/use-crm-search-query';

export const CRM_SEARCH_DEBOUNCE_MS = 300;

/** A record's identity across searches and links: HubSpot ids are only unique within a kind. */
export const crmRecordKey = ({
  record_type,
  record_id,
}: Pick<TCrmRecordSummary, 'record_type' | 'record_id'>) => `${record_type}:${record_id}`;

export type TCrmRecordSearchProps = {
  /** Keys (`crmRecordKey`) of the records already linked: shown, but not offered again. */
  linkedKeys: ReadonlySet<string>;
  onSelect: (record: TCrmRecordSummary) => void;
  isAdding: boolean;
};

/**
 * 'Search HubSpot': a combobox searching by name, email or domain as the user types (debounced). Arrow keys
 * move through the results, Enter links the highlighted one, Escape closes the list.
 */
export const CrmRecordSearch = ({ linkedKeys, onSelect, isAdding }: TCrmRecordSearchProps) => {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), CRM_SEARCH_DEBOUNCE_MS);
  const results = useCrmSearchQuery(debouncedSearch);
  const isSearchable = debouncedSearch.length >= CRM_SEARCH_MIN_LENGTH;
  const records = isSearchable ? (results.data ?? []) : [];

  // New results: highlight the first one not linked yet, so Enter picks it.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (results.data) selectFirstOption();
  }, [results.data, selectFirstOption]);

  const handleSubmit = (value: string) => {
    const record = records.find((candidate) => crmRecordKey(candidate) === value);
    if (!record || linkedKeys.has(value)) return;
    onSelect(record);
    setSearch('');
    combobox.closeDropdown();
  };

  const renderEmpty = () => {
    if (!isSearchable || search.trim() !== debouncedSearch || (results.isFetching && !results.data)) {
      return <Combobox.Empty>Searching HubSpot…</Combobox.Empty>;
    }
    if (results.isError) return <Combobox.Empty>HubSpot could not be searched.</Combobox.Empty>;
    return <Combobox.Empty>No HubSpot records match “{debouncedSearch}”.</Combobox.Empty>;
  };

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit}>
      <Combobox.Target>
        <TextInput
          label="Search HubSpot"
          description="Link a contact, company or deal by name, email or domain."
          placeholder="e.g. Northbeam or hannah@northbeam.com"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={results.isFetching || isAdding ? <Loader size="xs" aria-label="Searching" /> : null}
          value={search}
          disabled={isAdding}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => search.trim().length >= CRM_SEARCH_MIN_LENGTH && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim().length < CRM_SEARCH_MIN_LENGTH}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label="HubSpot records">
          {records.length === 0
            ? renderEmpty()
            : records.map((record) => {
                const key = crmRecordKey(record);
                const isLinked = linkedKeys.has(key);
                return (
                  <Combobox.Option value={key} key={key} disabled={isLinked}>
                    <Group gap="sm" wrap="nowrap">
                      <CrmObjectBadge type={record.record_type} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {record.name}
                        </Text>
                        {record.detail || isLinked ? (
                          <Text size="xs" c="dimmed" truncate>
                            {[record.detail, isLinked ? 'Already linked' : null].filter(Boolean).join(' · ')}
                          </Text>
                        ) : null}
                      </Stack>
                    </Group>
                  </Combobox.Option>
                );
              })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
