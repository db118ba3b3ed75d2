import type { StoredBot, StoredRecording } from './recall-store.js';

/** Recall keeps bot media for 7 days by default. */
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a recording's media is served (stands in for Recall's pre-signed S3 URLs; no auth needed). */
export function mediaUrl({
  baseUrl,
  recordingId,
  file,
}: {
  baseUrl: string;
  recordingId: string;
  file: string;
}) {
  return `${baseUrl}/media/${recordingId}/${file}`;
}

/** The media files of a recording, by the name used in its download URL. */
export const MEDIA_FILES = {
  video: 'video_mixed.mp4',
  transcript: 'transcript.json',
  participants: 'participants.json',
  speakerTimeline: 'speaker_timeline.json',
  participantEvents: 'participant_events.json',
} as const;

/** A bot as Recall's Bot API returns it. */
export function renderBot(bot: StoredBot, baseUrl: string) {
  return {
    id: bot.id,
    meeting_url: bot.meetingUrl,
    bot_name: bot.botName,
    join_at: bot.joinAt,
    recording_config: bot.recordingConfig,
    status_changes: bot.statusChanges,
    recordings: bot.recording ? [renderRecording(bot, bot.recording, baseUrl)] : [],
    metadata: bot.metadata,
    automatic_leave: bot.automaticLeave,
    output_media: bot.outputMedia,
    calendar_meetings: [],
  };
}

function renderRecording(bot: StoredBot, recording: StoredRecording, baseUrl: string) {
  const { status } = recording;
  const isDone = status.code === 'done';
  const expiresAt = recording.completedAt
    ? new Date(Date.parse(recording.completedAt) + RETENTION_MS).toISOString()
    : null;
  const url = (file: string) => (isDone ? mediaUrl({ baseUrl, recordingId: recording.id, file }) : null);
  const common = (id: string) => ({
    id,
    recording_id: recording.id,
    created_at: recording.startedAt,
    expires_at: expiresAt,
    status: { ...status },
    metadata: {},
  });

  return {
    id: recording.id,
    created_at: recording.createdAt,
    started_at: recording.startedAt,
    completed_at: recording.completedAt,
    expires_at: expiresAt,
    bot: { id: bot.id, metadata: bot.metadata },
    status: { ...status },
    metadata: {},
    media_shortcuts: {
      video_mixed: recording.videoMixed
        ? {
            ...common(recording.videoMixed.id),
            data: { download_url: url(MEDIA_FILES.video) },
            format: 'mp4',
          }
        : null,
      transcript: recording.transcript
        ? {
            ...common(recording.transcript.id),
            data: { download_url: url(MEDIA_FILES.transcript), provider_data_download_url: null },
            diarization: null,
            provider: recording.transcript.provider,
          }
        : null,
      participant_events: recording.participantEvents
        ? {
            ...common(recording.participantEvents.id),
            data: {
              participant_events_download_url: url(MEDIA_FILES.participantEvents),
              speaker_timeline_download_url: url(MEDIA_FILES.speakerTimeline),
              participants_download_url: url(MEDIA_FILES.participants),
            },
          }
        : null,
      meeting_metadata: null,
      audio_mixed: null,
    },
  };
}
