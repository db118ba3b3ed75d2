import { ProviderError, parseRetryAfter, providerErrorKindOfStatus } from '../../provider-errors';
import type { BotResult, RecorderBot } from '../recorder-bot';
import { mapRecallTranscript, ZRecallBotSchema, ZRecallTranscriptSchema } from './mappers';
import { verifyRecallWebhook } from './webhooks';

/** A Recall.ai API failure. 409 (the bot is busy changing state) and 507 (no bot free yet) pass. */
export class RecallApiError extends ProviderError {
  override readonly name = 'RecallApiError';
  constructor(message: string, status: number, retryAfterMs: number | null = null) {
    super({
      provider: 'recall',
      kind: status === 409 ? 'unavailable' : providerErrorKindOfStatus(status),
      message,
      status,
      retryAfterMs,
    });
  }
}

/** Recall.ai's Bot API over fetch; base URL and key from config (the sandbox stands in when unset). */
export function createRecallRecorder(options: {
  baseUrl: string;
  apiKey: string;
  /** The workspace's webhook verification secret (`whsec_…`). */
  webhookSecret: string;
}): RecorderBot {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Token ${options.apiKey}`,
        'content-type': 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 500);
      throw new RecallApiError(
        `Recall answered ${response.status} for ${init.method ?? 'GET'} ${path}: ${detail}`,
        response.status,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    return response.status === 204 ? null : response.json();
  }

  async function download(url: string): Promise<unknown> {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok)
      throw new RecallApiError(`Downloading ${url} answered ${response.status}`, response.status);
    return response.json();
  }

  return {
    verifyWebhook: (delivery) => verifyRecallWebhook({ secret: options.webhookSecret, delivery }),
    async schedule({ meetingUrl, joinAt, botName, metadata }) {
      const bot = ZRecallBotSchema.parse(
        await call('/api/v1/bot/', {
          method: 'POST',
          body: JSON.stringify({
            meeting_url: meetingUrl,
            bot_name: botName,
            join_at: joinAt.toISOString(),
            metadata,
            recording_config: {
              transcript: { provider: { recallai_streaming: { mode: 'prioritize_accuracy' } } },
              video_mixed_mp4: {},
            },
          }),
        }),
      );
      return { externalId: bot.id, joinAt: bot.join_at ? new Date(bot.join_at) : joinAt };
    },
    async cancel(externalId) {
      await call(`/api/v1/bot/${encodeURIComponent(externalId)}/`, { method: 'DELETE' });
    },
    async fetchResult(externalId): Promise<BotResult> {
      const bot = ZRecallBotSchema.parse(await call(`/api/v1/bot/${encodeURIComponent(externalId)}/`));
      const last = bot.status_changes.at(-1);
      if (last?.code === 'fatal') {
        return {
          status: 'fatal',
          failureReason: last.sub_code ?? 'fatal',
          recordingUrl: null,
          transcript: null,
        };
      }
      if (last?.code !== 'done')
        return { status: 'pending', failureReason: null, recordingUrl: null, transcript: null };
      const shortcuts = bot.recordings[0]?.media_shortcuts;
      const recordingUrl =
        shortcuts?.video_mixed?.data?.download_url ?? shortcuts?.audio_mixed?.data?.download_url ?? null;
      const transcriptUrl = shortcuts?.transcript?.data?.download_url;
      const transcript = transcriptUrl
        ? mapRecallTranscript(ZRecallTranscriptSchema.parse(await download(transcriptUrl)))
        : null;
      return { status: 'done', failureReason: null, recordingUrl, transcript };
    },
  };
}
