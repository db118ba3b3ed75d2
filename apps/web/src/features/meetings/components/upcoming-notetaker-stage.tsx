import { Text } from '@mantine/core';
import type { TCalendarEvent } from '@ting/contracts';
import { isNotetakerLive, notetakerStageText } from '../utils/notetaker-stage';

export type TUpcomingNotetakerStageProps = {
  recording: NonNullable<TCalendarEvent['recording']>;
};

/** Beside the 'Record' switch: when the booked notetaker joins, or where it is now ('Notetaker is in the call'). */
export const UpcomingNotetakerStage = ({ recording }: TUpcomingNotetakerStageProps) => {
  const notetaker = { status: recording.bot_status, joins_at: recording.joins_at };
  if (!isNotetakerLive(notetaker)) return null;
  return (
    <Text size="sm" c="dimmed" data-notetaker={notetaker.status}>
      {notetakerStageText({ notetaker })}
    </Text>
  );
};
