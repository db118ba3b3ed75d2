import { Button, Group, Text, TextInput } from '@mantine/core';
import { adminOnlyMessage } from '@ting/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useRenameOrganizationMutation } from '../api/use-rename-organization-mutation';
import { TEAM_TEXTS } from '../team-texts';

export type TOrganizationNameFormProps = {
  name: string;
  /** Only the admin renames; members see the name with the reason they cannot. */
  canRename: boolean;
};

/** The organization's name, which the admin can change (invitations and mails then use the new one). */
export const OrganizationNameForm = ({ name, canRename }: TOrganizationNameFormProps) => {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const rename = useRenameOrganizationMutation();
  useEffect(() => setDraft(name), [name]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next) {
      setError(TEAM_TEXTS.organizationNameRequired);
      return;
    }
    setError(null);
    rename.mutate(
      { name: next },
      {
        onSuccess: () => setIsSaved(true),
        onError: (failure) => setError(failure.message || TEAM_TEXTS.organizationNameRequired),
      },
    );
  };

  if (!canRename) {
    return (
      <div>
        <TextInput label={TEAM_TEXTS.organizationNameLabel} value={name} readOnly />
        <Text size="sm" c="dimmed" mt={4}>
          {adminOnlyMessage({ action: 'rename_organization', whose: 'your' })}
        </Text>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={TEAM_TEXTS.organizationNameLabel}
          value={draft}
          maxLength={100}
          error={error}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
            setIsSaved(false);
          }}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          mt={25}
          variant="light"
          loading={rename.isPending}
          disabled={draft.trim() === name}
        >
          {TEAM_TEXTS.renameOrganization}
        </Button>
      </Group>
      {isSaved ? (
        <Text size="sm" c="teal" mt={4} role="status">
          {TEAM_TEXTS.organizationRenamed}
        </Text>
      ) : null}
    </form>
  );
};
