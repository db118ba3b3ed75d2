import { ZErrorBodySchema } from '@ting/contracts';
import { authorizationHeaders, HttpError } from '../../../lib/http-client';

/** Where the server's speech-to-text answers: `GET` says whether it can, `POST` transcribes. */
export const TRANSCRIBE_PATH = '/api/transcribe';

/*
 * The server's `/api/transcribe` shapes (apps/server/src/modules/transcribe/transcribe.schemas.ts),
 * mirrored until they move to packages/contracts.
 */
export type TTranscribeAvailability = { available: boolean };

/** The text of a `{data: {text}}` answer, or null for any other shape. */
const textOf = (payload: unknown): string | null => {
  const data = (payload as { data?: { text?: unknown } } | null)?.data;
  return typeof data?.text === 'string' ? data.text : null;
};

const FALLBACK_FAILURE = 'Your voice message could not be transcribed. Try again.';

/**
 * `POST /api/transcribe` with the recording as the raw body (its type comes from its bytes on the
 * server; the declared one is a hint). Not `apiRequest`: that one sends JSON. Failures become
 * `HttpError`s with the server's words; the caller shows them beside the button, not as toasts.
 */
export const transcribeAudio = async ({
  audio,
  signal,
}: {
  audio: Blob;
  signal?: AbortSignal;
}): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(TRANSCRIBE_PATH, {
      method: 'POST',
      headers: {
        ...authorizationHeaders(),
        Accept: 'application/json',
        'Content-Type': audio.type || 'application/octet-stream',
      },
      body: audio,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError({
      message:
        'Ting could not be reached to transcribe your voice message. Check your connection and try again.',
      status: null,
      code: null,
    });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = ZErrorBodySchema.safeParse(payload);
    throw new HttpError({
      message: body.success ? body.data.message : FALLBACK_FAILURE,
      status: response.status,
      code: body.success ? body.data.code : null,
    });
  }
  const text = textOf(payload);
  if (text === null) throw new HttpError({ message: FALLBACK_FAILURE, status: response.status, code: null });
  return text;
};
