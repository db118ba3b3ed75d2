import type {
  TActionItem,
  TMeetingDetail,
  TMeetingListItem,
  TMeetingOutputs,
  TTranscriptSearchHit,
} from '@ting/contracts';
import type { MeetingOutputRow, MeetingWithOwner, SegmentRow, searchSegments } from './meetings.repository';

type SearchHitRow = Awaited<ReturnType<typeof searchSegments>>[number];

export type ItemTaskStates = ReadonlyMap<string, NonNullable<TActionItem['crm_task']>>;

export function toOutputs(outputs: MeetingOutputRow, tasks: ItemTaskStates = new Map()): TMeetingOutputs {
  return {
    summary_markdown: outputs.summaryMarkdown,
    action_items: outputs.actionItems.map((item) => ({
      id: item.id,
      text: item.text,
      owner: item.owner,
      due_date: item.dueDate,
      done: item.done,
      crm_task: tasks.get(item.id) ?? null,
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
  tasks?: ItemTaskStates;
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
    outputs: options.outputs ? toOutputs(options.outputs, options.tasks) : null,
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
