import { dataEnvelope } from '@ting/contracts';
import { z } from 'zod';

/*
 * The wire shapes of `/api/transcribe`. They belong in packages/contracts (`transcribe.ts`), which this
 * module may not edit yet; the web app mirrors them in features/voice-input/api.
 */

/** `GET /api/transcribe`: whether this server can turn speech into text (a speech-to-text server is configured). */
export const ZTranscribeAvailabilitySchema = z.object({ available: z.boolean() });
export const ZTranscribeAvailabilityResponseSchema = dataEnvelope(ZTranscribeAvailabilitySchema);

/** `POST /api/transcribe`: the text heard in the audio body; empty when nothing was said. */
export const ZTranscriptionSchema = z.object({ text: z.string() });
export const ZTranscriptionResponseSchema = dataEnvelope(ZTranscriptionSchema);
export type TTranscription = z.infer<typeof ZTranscriptionSchema>;
