import { Table, VisuallyHidden } from '@mantine/core';
import { DEFAULT_PROMPTS, type TUserMeta } from '@ting/contracts';
import { useUpdateUserMetaMutation } from '../../identity/api/use-update-user-meta-mutation';
import { PromptRow } from './prompt-row';

/** The two General prompts, keyed as in `user.meta.prompts`. */
export type TPromptField = 'summary' | 'action_items';

const PROMPT_ROWS: readonly { field: TPromptField; label: string }[] = [
  { field: 'summary', label: 'Summary' },
  { field: 'action_items', label: 'Action Items' },
];

type TGeneralPromptRowProps = {
  field: TPromptField;
  label: string;
  storedPrompt: string;
};

/** A General prompt, saved in the user's metadata; the identity refetch brings back the stored text. */
const GeneralPromptRow = ({ field, label, storedPrompt }: TGeneralPromptRowProps) => {
  const updateMeta = useUpdateUserMetaMutation();
  return (
    <PromptRow
      label={label}
      storedPrompt={storedPrompt}
      isUpdating={updateMeta.isPending}
      onUpdate={(prompt) => updateMeta.mutateAsync({ metadata: { prompts: { [field]: prompt } } })}
    />
  );
};

export type TGeneralPromptsTabProps = {
  meta: TUserMeta;
};

/** The General tab: how Ting writes each meeting's summary and action items. */
export const GeneralPromptsTab = ({ meta }: TGeneralPromptsTabProps) => (
  <Table.ScrollContainer minWidth={560}>
    <Table verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={140}>Field</Table.Th>
          <Table.Th>How should Ting fill it?</Table.Th>
          <Table.Th w={120}>
            <VisuallyHidden>Save</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PROMPT_ROWS.map(({ field, label }) => {
          const storedPrompt = meta.prompts?.[field] ?? DEFAULT_PROMPTS[field];
          // Keyed by the stored text: once a save (or another tab) changes it, the draft starts from it again.
          return (
            <GeneralPromptRow
              key={`${field}:${storedPrompt}`}
              field={field}
              label={label}
              storedPrompt={storedPrompt}
            />
          );
        })}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
