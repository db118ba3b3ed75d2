import { Checkbox, Table } from '@mantine/core';
import { type TField, TOAST_DURATION_MS } from '@ting/contracts';
import { showToast } from '../../../lib/toast';
import { useSaveFieldPromptMutation, useSetFieldEnabledMutation } from '../api/use-update-field-mutation';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';
import { sortObjectFields } from '../utils/crm-fields';
import { CrmFieldAcceptance, CrmFieldDescription } from './crm-field-name';
import { PromptRow } from './prompt-row';

type TObjectRowProps = {
  field: TField;
  /** Set for a member: the row is read-only, and this says why. */
  adminOnlyReason: string | null;
};

/** One HubSpot object: whether Ting updates it, and the prompt for its description. */
const ObjectRow = ({ field, adminOnlyReason }: TObjectRowProps) => {
  const savePrompt = useSaveFieldPromptMutation();
  const setEnabled = useSetFieldEnabledMutation();

  const handleToggle = async (isEnabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ field, isEnabled });
      showToast({
        message: isEnabled ? CRM_FIELDS_TEXTS.objectEnabled : CRM_FIELDS_TEXTS.objectDisabled,
        tone: 'success',
        durationMs: TOAST_DURATION_MS.prompt,
      });
    } catch (error) {
      // The checkbox is back where it was and the HTTP client has said why (spec section 8).
      console.error(`Could not ${isEnabled ? 'enable' : 'disable'} the ${field.label} object`, error);
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
          <Checkbox
            aria-label={`Activate ${field.label}`}
            checked={field.is_enabled}
            disabled={adminOnlyReason !== null}
            onChange={(event) => void handleToggle(event.currentTarget.checked)}
          />
        </Table.Td>
      }
    />
  );
};

export type TCrmObjectsTableProps = {
  objects: readonly TField[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Set for a member, who may not change the objects: why. */
  adminOnlyReason: string | null;
};

/** The objects table (spec section 2): Activated, Name, prompt, Update; sorted by label. */
export const CrmObjectsTable = ({ objects, labelledBy, adminOnlyReason }: TCrmObjectsTableProps) => (
  <Table.ScrollContainer minWidth={640}>
    <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={96}>Activated</Table.Th>
          <Table.Th w={180}>Name</Table.Th>
          <Table.Th>Prompt</Table.Th>
          <Table.Th w={120}>Update</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortObjectFields(objects).map((field) => (
          // Keyed by the stored prompt: once a save changes it, the draft starts from the new text.
          <ObjectRow key={`${field.id}:${field.prompt}`} field={field} adminOnlyReason={adminOnlyReason} />
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
