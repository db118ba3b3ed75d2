import { ZExternalTextSchema } from '@ting/contracts';
import { z } from 'zod';
import type { TranscriptSegment } from '../../transcription/transcript-segment';

const ZTimestampSchema = z.object({ relative: z.number() }).passthrough();

/**
 * Recall's transcript download: one entry per utterance, with its participant and timed words. Names
 * and words are what people said and typed: NULs and lone surrogates are dropped, never stored.
 */
export const ZRecallTranscriptSchema = z.array(
  z.object({
    participant: z.object({ name: ZExternalTextSchema.nullable().optional() }).passthrough(),
    words: z.array(
      z
        .object({
          text: ZExternalTextSchema,
          start_timestamp: ZTimestampSchema,
          end_timestamp: ZTimestampSchema,
        })
        .passthrough(),
    ),
  }),
);

export function mapRecallTranscript(entries: z.infer<typeof ZRecallTranscriptSchema>): TranscriptSegment[] {
  return entries
    .flatMap((entry) => {
      const first = entry.words[0];
      const last = entry.words.at(-1);
      if (!first || !last) return [];
      const text = entry.words
        .map((word) => word.text.trim())
        .filter(Boolean)
        .join(' ')
        .replace(/\s+([,.!?;:])/g, '$1');
      if (!text) return [];
      return [
        {
          startMs: Math.round(first.start_timestamp.relative * 1000),
          endMs: Math.round(last.end_timestamp.relative * 1000),
          speaker: entry.participant.name?.trim() || null,
          text,
        },
      ];
    })
    .sort((a, b) => a.startMs - b.startMs);
}

const ZMediaShortcutSchema = z
  .object({
    data: z
      .object({ download_url: z.string().url().nullable().optional() })
      .passthrough()
      .nullable()
      .optional(),
  })
  .passthrough()
  .nullable()
  .optional();

export const ZRecallBotSchema = z
  .object({
    id: z.string(),
    join_at: z.string().nullable().optional(),
    status_changes: z
      .array(
        z.object({ code: z.string(), sub_code: ZExternalTextSchema.nullable().optional() }).passthrough(),
      )
      .default([]),
    recordings: z
      .array(
        z
          .object({
            media_shortcuts: z
              .object({
                video_mixed: ZMediaShortcutSchema,
                audio_mixed: ZMediaShortcutSchema,
                transcript: ZMediaShortcutSchema,
              })
              .passthrough()
              .nullable()
              .optional(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
export type RecallBot = z.infer<typeof ZRecallBotSchema>;
