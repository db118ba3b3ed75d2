import {
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TField } from '@ting/contracts';
import { type ReactNode, useState } from 'react';
import { CrmObjectBadge } from '../../../ui/crm-object-badge';
import { useImportFieldsMutation } from '../api/use-import-fields-mutation';
import { useImportableFieldsQuery } from '../api/use-importable-fields-query';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';
import { filterFieldsBySearch, recommendationOf, sortPropertyFields } from '../utils/crm-fields';

/** Spec section 9: the import list is at most 300px high. */
export const IMPORT_LIST_MAX_HEIGHT_PX = 300;

type TImportablePropertyProps = {
  field: TField;
  isSelected: boolean;
  onToggle: (fieldId: string) => void;
};

/** HubSpot's description and, for a recommended property, why Ting recommends it. */
function descriptionOf(field: TField): ReactNode {
  const reason = recommendationOf(field);
  if (!reason) return field.description || undefined;
  return (
    <>
      {field.description ? (
        <Text component="span" display="block" inherit>
          {field.description}
        </Text>
      ) : null}
      <Text component="span" display="block" inherit c="teal.8">
        Recommended: {reason}
      </Text>
    </>
  );
}

const ImportableProperty = ({ field, isSelected, onToggle }: TImportablePropertyProps) => (
  <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py={6}>
    {/* The badge sits beside the checkbox, so the checkbox's accessible name is the label alone. */}
    <Checkbox
      label={field.label}
      description={descriptionOf(field)}
      checked={isSelected}
      onChange={() => onToggle(field.id)}
    />
    {/* Never squeezed by a long description: the badge keeps its word. */}
    <Box style={{ flexShrink: 0 }}>
      <CrmObjectBadge type={field.hs_object} />
    </Box>
  </Group>
);

type TImportablePropertyListProps = {
  search: string;
  selectedIds: ReadonlySet<string>;
  onToggle: (fieldId: string) => void;
  properties: readonly TField[] | undefined;
  isError: boolean;
  onRetry: () => void;
};

const ImportablePropertyList = ({
  search,
  selectedIds,
  onToggle,
  properties,
  isError,
  onRetry,
}: TImportablePropertyListProps) => {
  if (isError) {
    return (
      <Stack align="center" gap="xs" py="md">
        <Text c="dimmed">HubSpot's properties could not be loaded.</Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!properties) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading HubSpot properties" />
      </Center>
    );
  }
  // The recommended ones first: chosen from the start, they are in sight with their reasons.
  const sorted = sortPropertyFields(filterFieldsBySearch({ fields: properties, search }));
  const visible = [
    ...sorted.filter((field) => recommendationOf(field) !== null),
    ...sorted.filter((field) => recommendationOf(field) === null),
  ];
  if (visible.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {CRM_FIELDS_TEXTS.noProperties}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="HubSpot properties">
      {visible.map((field) => (
        <ImportableProperty
          key={field.id}
          field={field}
          isSelected={selectedIds.has(field.id)}
          onToggle={onToggle}
        />
      ))}
    </Stack>
  );
};

type TImportFormProps = {
  onClose: () => void;
};

/**
 * The modal's content, mounted per opening: the search starts empty, and the selection starts with
 * the recommended properties not imported yet (until the person changes it).
 */
const ImportForm = ({ onClose }: TImportFormProps) => {
  const importable = useImportableFieldsQuery();
  const importFields = useImportFieldsMutation();
  const [search, setSearch] = useState('');
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string> | null>(null);
  const selectedIds =
    chosenIds ??
    new Set((importable.data ?? []).filter((field) => recommendationOf(field) !== null).map(({ id }) => id));
  const selected = (importable.data ?? []).filter(({ id }) => selectedIds.has(id));

  const handleToggle = (fieldId: string) => {
    const next = new Set(selectedIds);
    if (!next.delete(fieldId)) next.add(fieldId);
    setChosenIds(next);
  };

  const handleImport = async () => {
    try {
      await importFields.mutateAsync(selected);
      onClose();
    } catch (error) {
      // The HTTP client has shown why; the selection stays for another try.
      console.error('Could not import the HubSpot properties', error);
    }
  };

  return (
    <Stack gap="md">
      <TextInput
        placeholder={CRM_FIELDS_TEXTS.importSearchPlaceholder}
        aria-label="Search properties"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <ScrollArea.Autosize
        mah={IMPORT_LIST_MAX_HEIGHT_PX}
        type="auto"
        offsetScrollbars
        data-testid="import-list"
      >
        <ImportablePropertyList
          search={search}
          selectedIds={selectedIds}
          onToggle={handleToggle}
          properties={importable.data}
          isError={importable.isError}
          onRetry={() => void importable.refetch()}
        />
      </ScrollArea.Autosize>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length > 0 ? `${selected.length} selected` : ''}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {CRM_FIELDS_TEXTS.cancel}
          </Button>
          <Button
            onClick={() => void handleImport()}
            disabled={selected.length === 0}
            loading={importFields.isPending}
          >
            {CRM_FIELDS_TEXTS.importButton}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
};

export type TImportCrmPropertiesModalProps = {
  opened: boolean;
  onClose: () => void;
};

/** 'Import CRM Properties' (spec section 2): choose HubSpot properties for Ting to fill after each meeting. */
export const ImportCrmPropertiesModal = ({ opened, onClose }: TImportCrmPropertiesModalProps) => (
  <Modal opened={opened} onClose={onClose} title={CRM_FIELDS_TEXTS.importModalTitle} size="lg" centered>
    {opened ? <ImportForm onClose={onClose} /> : null}
  </Modal>
);
