import { useMutation } from '@tanstack/react-query';
import type { TRANSCRIPT_EXPORT_FORMATS } from '@ting/contracts';
import { browser } from '../../../lib/browser';
import { authorizationHeaders, HttpError, toastForHttpError } from '../../../lib/http-client';
import { showToast } from '../../../lib/toast';
import { meetingPath } from './use-meeting-query';

export type TTranscriptExportFormat = (typeof TRANSCRIPT_EXPORT_FORMATS)[number];

/**
 * The filename of a `Content-Disposition` header: RFC 5987 `filename*=UTF-8''…` first, then `filename="…"`.
 * Path separators are dropped, so a header cannot suggest a path.
 */
export const filenameFromContentDisposition = (header: string | null): string | null => {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const cleaned = name?.replace(/[/\\]/g, '_').trim();
  return cleaned || null;
};

const readErrorMessage = async (response: Response): Promise<{ message: string; code: string | null }> => {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message : '',
      code: typeof body.code === 'string' ? body.code : null,
    };
  } catch {
    return { message: '', code: null };
  }
};

export type TDownloadTranscriptOptions = {
  meetingId: string;
  format: TTranscriptExportFormat;
};

/**
 * `GET /api/meetings/{id}/transcript?format=`: the endpoint wants the Bearer token, so a plain link cannot
 * fetch it; the file is fetched here and handed to the browser as a Blob.
 */
export const downloadTranscript = async ({
  meetingId,
  format,
}: TDownloadTranscriptOptions): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(`${meetingPath(meetingId)}/transcript?format=${format}`, {
      headers: authorizationHeaders(),
      credentials: 'same-origin',
    });
  } catch {
    throw new HttpError({ message: '', status: null, code: null });
  }
  if (!response.ok) {
    throw new HttpError({ ...(await readErrorMessage(response)), status: response.status });
  }
  const blob = await response.blob();
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? `transcript.${format}`;
  browser.saveFile({ blob, filename });
};

/** Downloads a transcript export; a failure shows the error catalogue's toast. */
export const useDownloadTranscriptMutation = () =>
  useMutation({
    mutationFn: downloadTranscript,
    onError: (error) => {
      if (error instanceof HttpError) showToast(toastForHttpError(error));
    },
  });
