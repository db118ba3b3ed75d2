import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TUser } from '@ting/contracts';
import { TEAM_TEXTS } from '../team-texts';

export type TTeamMembersListProps = {
  members: TUser[];
  /** For the admin: hand the role to this member (a 'Make admin' button on each other member). */
  onMakeAdmin?: (member: TUser) => void;
};

/** Everyone in the organization, with its admin marked. */
export const TeamMembersList = ({ members, onMakeAdmin }: TTeamMembersListProps) => (
  <Stack
    component="ul"
    gap="xs"
    p={0}
    m={0}
    style={{ listStyle: 'none' }}
    aria-label={TEAM_TEXTS.membersTitle}
  >
    {members.map((member) => (
      <Group
        component="li"
        key={member.id}
        gap="sm"
        wrap="nowrap"
        justify="space-between"
        aria-label={member.name ?? member.email}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar
            src={member.image}
            name={member.name ?? member.email}
            size="md"
            radius="xl"
            color="initials"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={500}>{member.name ?? member.email}</Text>
              {member.is_admin ? (
                <Badge size="sm" variant="light">
                  {TEAM_TEXTS.adminBadge}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {member.email}
            </Text>
          </Stack>
        </Group>
        {onMakeAdmin && !member.is_admin ? (
          <Button variant="subtle" size="xs" onClick={() => onMakeAdmin(member)}>
            {TEAM_TEXTS.makeAdmin}
          </Button>
        ) : null}
      </Group>
    ))}
  </Stack>
);
