import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconX } from '@tabler/icons-react';
import { CRM_OBJECT_TYPES, type TCrmLinkSource, type TMeetingCrmLink } from '@ting/contracts';
import { CrmObjectBadge } from '../../../ui/crm-object-badge';

/** How a link was found, in words: people trust a match more when they see why it was made. */
export const CRM_LINK_SOURCE_TEXTS: Record<TCrmLinkSource, string> = {
  participant_email: 'Attendee',
  contact_company: 'Attendee’s company',
  email_domain: 'Email domain',
  associated_deal: 'Attendee’s deal',
  manual: 'Added by hand',
};

/** In the contract's order (deals first: what a sales team looks for), each kind by name. */
const sortLinks = (links: readonly TMeetingCrmLink[]): TMeetingCrmLink[] =>
  [...links].sort(
    (a, b) =>
      CRM_OBJECT_TYPES.indexOf(a.record_type) - CRM_OBJECT_TYPES.indexOf(b.record_type) ||
      a.name.localeCompare(b.name),
  );

type TMeetingCrmLinkItemProps = {
  link: TMeetingCrmLink;
  onRemove: (link: TMeetingCrmLink) => void;
};

const MeetingCrmLinkItem = ({ link, onRemove }: TMeetingCrmLinkItemProps) => {
  const detail = [link.detail, CRM_LINK_SOURCE_TEXTS[link.found_by]].filter(Boolean).join(' · ');
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      data-crm-link={link.record_type}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <CrmObjectBadge type={link.record_type} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          {link.url ? (
            <Anchor
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              title="Open in HubSpot"
              size="sm"
              fw={500}
            >
              {link.name}
              <IconExternalLink size={12} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {link.name}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        </Stack>
      </Group>
      <Tooltip label="Remove link">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Remove ${link.name}`}
          onClick={() => onRemove(link)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};

export type TMeetingCrmLinksProps = {
  links: readonly TMeetingCrmLink[];
  onRemove: (link: TMeetingCrmLink) => void;
};

/** The HubSpot records the meeting is about, each opening its page in HubSpot. */
export const MeetingCrmLinks = ({ links, onRemove }: TMeetingCrmLinksProps) =>
  links.length === 0 ? (
    <Stack gap={2} py="sm">
      <Text size="sm" fw={500}>
        No HubSpot records are linked to this meeting yet.
      </Text>
      <Text size="sm" c="dimmed">
        Ting links the attendees’ contacts, companies and open deals once the meeting is processed. Search
        above to add one yourself.
      </Text>
    </Stack>
  ) : (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Linked HubSpot records"
    >
      {sortLinks(links).map((link) => (
        <MeetingCrmLinkItem key={link.id} link={link} onRemove={onRemove} />
      ))}
    </Stack>
  );
