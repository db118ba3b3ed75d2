import type { TranscriptSegment } from '../../apps/server/src/providers/transcription/transcript-segment';

/*
 * Transcripts are written as scripts, one segment a line:
 *
 *   [04:12] Dana Whitfield: We looked at ServiceTitan last year.
 *   [1:02:07-1:02:15] Jordan Ellis: (an explicit end, for cross-talk that overlaps the next line)
 *   [04:30] ?: (a speaker the transcript could not name)
 *
 * A line without a timestamp continues the segment above. A segment ends where the next begins
 * unless its end is written; the last one lasts as long as its words take to say.
 */

const LINE = /^\[(\d{1,2}(?::\d{2}){1,2})(?:-(\d{1,2}(?::\d{2}){1,2}))?\]\s*([^:]+?):\s*(.*)$/;
/** About 150 words a minute. */
const MS_PER_WORD = 400;

/** "04:12" or "1:02:07" in milliseconds. */
export function timestampMs(text: string): number {
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0) * 1000;
}

export function parseTranscriptScript(script: string): TranscriptSegment[] {
  const drafts: Array<{ startMs: number; endMs: number | null; speaker: string | null; text: string }> = [];
  for (const [index, raw] of script.split('\n').entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const match = LINE.exec(line);
    if (!match) {
      const previous = drafts.at(-1);
      if (!previous) throw new Error(`Transcript line ${index + 1} has no timestamp: ${line}`);
      previous.text = `${previous.text} ${line}`;
      continue;
    }
    const [, start, end, speaker, text] = match as unknown as [
      string,
      string,
      string | undefined,
      string,
      string,
    ];
    const startMs = timestampMs(start);
    const previous = drafts.at(-1);
    if (previous && startMs < previous.startMs) {
      throw new Error(`Transcript line ${index + 1} starts before the line above: ${line}`);
    }
    drafts.push({
      startMs,
      endMs: end ? timestampMs(end) : null,
      speaker: speaker.trim() === '?' ? null : speaker.trim(),
      text: text.trim(),
    });
  }
  return drafts.map((draft, index) => {
    const next = drafts[index + 1];
    const spoken = draft.startMs + Math.max(2, draft.text.split(/\s+/).length) * MS_PER_WORD;
    return {
      startMs: draft.startMs,
      endMs: draft.endMs ?? (next ? Math.max(next.startMs, draft.startMs + 500) : spoken),
      speaker: draft.speaker,
      text: draft.text,
    };
  });
}
