import { isUuid, ZDateTimeSchema, ZParticipantEmailsSchema, zText } from '@ting/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';

/** What a recording upload may say about itself (tus `Upload-Metadata`), through the contracts' text rules. */
const ZRecordingMetadataSchema = z.object({
  filename: zText({ min: 1, max: 255, minMessage: 'the file name is required' }).prefault(''),
  /** The client's word on the type: a hint only, the bytes decide (see media-type.ts). */
  filetype: zText({ max: 255 }).optional(),
  title: zText({ max: 200 }).optional(),
  started_at: ZDateTimeSchema.optional(),
  participants: zText({ max: 100 * 320 })
    .pipe(ZParticipantEmailsSchema)
    .optional(),
  meeting_id: z.string().refine(isUuid, 'must be the id of a meeting (a UUID)').optional(),
});
export type RecordingMetadata = z.infer<typeof ZRecordingMetadataSchema>;

const HINTS: Partial<Record<keyof RecordingMetadata, string>> = {
  started_at: 'an ISO 8601 date-time with an offset',
  participants: 'comma-separated email addresses, at most 100',
};

/**
 * The upload's metadata, checked; throws a VALIDATION_ERROR naming the first bad field. Keys without
 * a value and empty values count as absent; keys we do not know are ignored.
 */
export function parseRecordingMetadata(
  metadata: Record<string, string | null | undefined> | undefined,
): RecordingMetadata {
  const present = Object.fromEntries(
    Object.entries(metadata ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  const parsed = ZRecordingMetadataSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? 'metadata') as keyof RecordingMetadata;
  const hint = HINTS[key];
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid upload metadata: ${key}: ${issue?.message ?? 'invalid'}${hint ? ` (expected ${hint})` : ''}.`,
  );
}
