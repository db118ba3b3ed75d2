import { Badge } from '@mantine/core';
import { IconBrandGoogle, IconBrandTeams, IconBrandZoom, IconVideo } from '@tabler/icons-react';
import type { TCalendarEvent, TConferenceProvider } from '@ting/contracts';
import type { ReactNode } from 'react';
import { CONFERENCE_LABELS, GENERIC_CONFERENCE_LABEL } from '../utils/event-schedule';

const ICON_SIZE = 14;

const CONFERENCE_ICONS: Record<TConferenceProvider, ReactNode> = {
  google_meet: <IconBrandGoogle size={ICON_SIZE} aria-hidden />,
  zoom: <IconBrandZoom size={ICON_SIZE} aria-hidden />,
  teams: <IconBrandTeams size={ICON_SIZE} aria-hidden />,
};

const CONFERENCE_COLORS: Record<TConferenceProvider, string> = {
  google_meet: 'teal',
  zoom: 'blue',
  teams: 'violet',
};

export type TConferenceBadgeProps = {
  event: Pick<TCalendarEvent, 'conference_provider' | 'conference_url'>;
};

/** The meeting's video-call provider; with a link, it opens the call in a new tab. */
export const ConferenceBadge = ({ event }: TConferenceBadgeProps) => {
  const { conference_provider: provider, conference_url: url } = event;
  if (!provider && !url) return null;
  const label = provider ? CONFERENCE_LABELS[provider] : GENERIC_CONFERENCE_LABEL;
  const badgeProps = {
    variant: 'light',
    color: provider ? CONFERENCE_COLORS[provider] : 'gray',
    leftSection: provider ? CONFERENCE_ICONS[provider] : <IconVideo size={ICON_SIZE} aria-hidden />,
    size: 'lg',
    radius: 'sm',
    tt: 'none',
    'data-conference': provider ?? 'other',
    // Beside a long title on a phone the title wraps; the call's name stays whole.
    style: { flexShrink: 0 },
  } as const;
  if (!url) return <Badge {...badgeProps}>{label}</Badge>;
  return (
    <Badge
      {...badgeProps}
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={`Join on ${label} (opens in a new tab)`}
      style={{ ...badgeProps.style, cursor: 'pointer' }}
    >
      {label}
    </Badge>
  );
};
