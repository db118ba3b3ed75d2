import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconExternalLink, IconPlayerPlay, IconWorld } from '@tabler/icons-react';
import type { TAssistantCitation } from '@ting/contracts';
import { Link } from 'react-router';
import { ASSISTANT_TEXTS } from '../assistant-texts';
import { citationLink } from '../utils/citation-links';

const KIND_ICONS = { meeting: IconPlayerPlay, crm: IconBuildingStore, web: IconWorld } as const;

export type TAnswerSourcesProps = {
  citations: readonly TAssistantCitation[];
};

/**
 * The sources an answer cites, as links under it: a meeting moment opens in the app at that point; a
 * HubSpot record or a web page in a new tab. A source whose address does not fit its kind is left out.
 */
export const AnswerSources = ({ citations }: TAnswerSourcesProps) => {
  const linked = citations.flatMap((citation) => {
    const link = citationLink(citation);
    return link ? [{ citation, link }] : [];
  });
  if (linked.length === 0) return null;
  return (
    <Stack gap={2} component="section" aria-label={ASSISTANT_TEXTS.sourcesLabel}>
      <Text size="xs" fw={600} c="dimmed">
        {ASSISTANT_TEXTS.sourcesLabel}
      </Text>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {linked.map(({ citation, link }) => {
          const Icon = KIND_ICONS[citation.kind];
          return (
            <Group component="li" key={citation.url} gap={6} wrap="nowrap" data-kind={citation.kind}>
              <Icon size={14} aria-hidden color="var(--mantine-color-dimmed)" />
              {link.kind === 'in-app' ? (
                <Anchor component={Link} to={link.to} size="sm">
                  {citation.title}
                </Anchor>
              ) : (
                <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
                  {citation.title}
                  <IconExternalLink
                    size={12}
                    aria-hidden
                    style={{ marginLeft: 4, verticalAlign: 'middle' }}
                  />
                </Anchor>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
};
