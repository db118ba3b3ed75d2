import type {
  TMeetingDetail,
  TMeetingListItem,
  TMeetingOutputs,
  TTranscriptSearchHit,
} from '@ting/contracts';
import type {
  MeetingListRow,
  MeetingOutputRow,
  MeetingWithOwner,
  SegmentRow,
  searchSegments,
} from './meetings.repository';

type SearchHitRow = Awaited<ReturnType<typeof searchSegments>>[number];

/** A meeting as the list shows it. */
export function toListItem(row: MeetingListRow): TMeetingListItem {
  const { meeting, owner } = row;
  return {
    id: meeting.id,
    title: meeting.title,
    source: meeting.source,
    status: meeting.status,
    status_reason: meeting.statusReason,
    started_at: meeting.startedAt.toISOString(),
    duration_ms: meeting.durationMs,
    owner,
    participants: row.participants.map((participant) => ({
      name: participant.name,
      email: participant.email,
    })),
    created_at: meeting.createdAt.toISOString(),
    ...(row.match !== undefined && {
      match: row.match && {
        source: row.match.source,
        snippet: row.match.snippet,
        start_ms: row.match.startMs,
      },
    }),
  };
}

export function toOutputs(outputs: MeetingOutputRow): TMeetingOutputs {
  return {
    summary_markdown: outputs.summaryMarkdown,
    action_items: outputs.actionItems.map((item) => ({
      text: item.text,
      owner: item.owner,
      due_date: item.dueDate,
      done: item.done,
    })),
    engine: outputs.engine,
    summary_prompt: outputs.summaryPrompt,
    action_items_prompt: outputs.actionItemsPrompt,
    created_at: outputs.createdAt.toISOString(),
  };
}

/** The list item with its transcript and outputs. */
export function toDetail(options: {
  item: TMeetingListItem;
  row: MeetingWithOwner;
  segments: SegmentRow[];
  outputs: MeetingOutputRow | undefined;
}): TMeetingDetail {
  return {
    ...options.item,
    transcript_format: options.row.meeting.transcriptFormat,
    segments: options.segments.map((segment) => ({
      seq: segment.seq,
      start_ms: segment.startMs,
      end_ms: segment.endMs,
      speaker: segment.speaker,
      text: segment.text,
    })),
    outputs: options.outputs ? toOutputs(options.outputs) : null,
  };
}

export function toSearchHit(hit: SearchHitRow): TTranscriptSearchHit {
  return {
    meeting_id: hit.meetingId,
    meeting_title: hit.meetingTitle,
    seq: hit.seq,
    start_ms: hit.startMs,
    speaker: hit.speaker,
    text: hit.text,
  };
}
