import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type TField, TOAST_DURATION_MS } from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { CrmObjectBadge } from '../../../ui/crm-object-badge';
import { useDeleteFieldMutation } from '../api/use-delete-field-mutation';
import { useSaveFieldPromptMutation } from '../api/use-update-field-mutation';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';
import { sortPropertyFields } from '../utils/crm-fields';
import { CrmFieldAcceptance, CrmFieldDescription } from './crm-field-name';
import { PromptRow } from './prompt-row';

const COLUMN_COUNT = 5;

type TPropertyRowProps = {
  field: TField;
  /** Set for a member: the row is read-only, and this says why. */
  adminOnlyReason: string | null;
};

/** One imported property: its object, the prompt Ting fills it from, and Delete. */
const PropertyRow = ({ field, adminOnlyReason }: TPropertyRowProps) => {
  const savePrompt = useSaveFieldPromptMutation();
  const deleteField = useDeleteFieldMutation();

  const handleDelete = async () => {
    try {
      await deleteField.mutateAsync(field);
      showToast({
        message: CRM_FIELDS_TEXTS.fieldDeleted,
        tone: 'success',
        durationMs: TOAST_DURATION_MS.prompt,
      });
    } catch (error) {
      // The row is back and the HTTP client has said why (spec section 8).
      console.error(`Could not delete the ${field.label} field`, error);
    }
  };

  return (
    <PromptRow
      label={field.label}
      storedPrompt={field.prompt}
      isUpdating={savePrompt.isPending}
      onUpdate={(prompt) => savePrompt.mutateAsync({ field, prompt })}
      readOnlyReason={adminOnlyReason}
      nameDetail={
        <>
          <CrmFieldDescription description={field.description} />
          <CrmFieldAcceptance acceptance={field.acceptance} />
        </>
      }
      leadingCells={
        <Table.Td style={{ verticalAlign: 'top' }} pt="md">
          <CrmObjectBadge type={field.hs_object} />
        </Table.Td>
      }
      trailingCells={
        <Table.Td style={{ verticalAlign: 'top' }}>
          <Tooltip label={adminOnlyReason ?? 'Delete field'} multiline w={220}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Delete ${field.label}`}
              onClick={() => void handleDelete()}
              loading={deleteField.isPending}
              disabled={adminOnlyReason !== null}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      }
    />
  );
};

export type TCrmPropertyFieldsTableProps = {
  properties: readonly TField[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Set for a member, who may not change or delete properties: why. */
  adminOnlyReason: string | null;
};

/** The properties table (spec section 2): Object, Name, prompt, Update, Delete; by label, then object. */
export const CrmPropertyFieldsTable = ({
  properties,
  labelledBy,
  adminOnlyReason,
}: TCrmPropertyFieldsTableProps) => (
  <Table.ScrollContainer minWidth={720}>
    <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={96}>Object</Table.Th>
          <Table.Th w={180}>Name</Table.Th>
          <Table.Th>Prompt</Table.Th>
          <Table.Th w={120}>Update</Table.Th>
          <Table.Th w={72}>Delete</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {properties.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={COLUMN_COUNT}>
              <Text c="dimmed" ta="center" py="md">
                {CRM_FIELDS_TEXTS.noFields}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          sortPropertyFields(properties).map((field) => (
            <PropertyRow
              key={`${field.id}:${field.prompt}`}
              field={field}
              adminOnlyReason={adminOnlyReason}
            />
          ))
        )}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
