import { stripUnstorableCharacters } from '@ting/contracts';
import { z } from 'zod';

/**
 * The part of an OpenAI `verbose_json` transcription we use. Every field is optional because
 * compatible servers differ: some answer `json` (`{text}` only) whatever was asked.
 */
export const ZTranscriptionResponseSchema = z.object({
  text: z.string().nullish(),
  language: z.string().nullish(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string().nullish() })).nullish(),
});
export type TTranscriptionResponse = z.infer<typeof ZTranscriptionResponseSchema>;

/** A segment of one chunk, in milliseconds from the start of that chunk. */
export type ChunkSegment = { startMs: number; endMs: number; text: string };

export type ChunkTranscript = {
  segments: ChunkSegment[];
  /** ISO-639-1 code where it can be told (Whisper reports names such as `english`). */
  language: string | null;
};

/**
 * The server's answer → segments relative to the chunk, clamped into it, trimmed, empty ones
 * dropped. An answer with text but no segments becomes one segment spanning the chunk. The text is
 * stored: NULs and unpaired surrogates a server may emit are dropped.
 */
export function mapTranscriptionResponse(options: {
  response: TTranscriptionResponse;
  chunkDurationMs: number;
}): ChunkTranscript {
  const { response, chunkDurationMs } = options;
  const language = toLanguageCode(response.language);
  const rawSegments = response.segments ?? [];

  if (rawSegments.length === 0) {
    const text = stripUnstorableCharacters(response.text ?? '').trim();
    return { segments: text ? [{ startMs: 0, endMs: chunkDurationMs, text }] : [], language };
  }

  const scale = secondsScale({ ends: rawSegments.map((segment) => segment.end), chunkDurationMs });
  const clamp = (ms: number) => Math.min(Math.max(Math.round(ms), 0), chunkDurationMs);
  const segments: ChunkSegment[] = [];
  for (const segment of rawSegments) {
    const text = stripUnstorableCharacters(segment.text ?? '').trim();
    if (!text) continue;
    const startMs = clamp(segment.start * scale);
    const endMs = Math.max(startMs, clamp(segment.end * scale));
    segments.push({ startMs, endMs, text });
  }
  return { segments, language };
}

/**
 * Milliseconds per unit of the server's segment times. The API says seconds, but LocalAI's docs
 * show nanosecond integers: when the times only fit the chunk read as nanoseconds, they are.
 */
function secondsScale(options: { ends: number[]; chunkDurationMs: number }): number {
  const chunkSeconds = options.chunkDurationMs / 1000;
  const lastEnd = Math.max(...options.ends);
  const slackSeconds = 5;
  if (lastEnd > chunkSeconds * 2 + slackSeconds && lastEnd / 1e9 <= chunkSeconds + slackSeconds) return 1e-6;
  return 1000;
}

/** Whisper's language names (as `verbose_json` reports them) → ISO-639-1 (or -3 where there is none). */
// biome-ignore format: a compact lookup table
const WHISPER_LANGUAGE_CODES: Record<string, string> = {
  afrikaans: 'af', albanian: 'sq', amharic: 'am', arabic: 'ar', armenian: 'hy', assamese: 'as',
  azerbaijani: 'az', bashkir: 'ba', basque: 'eu', belarusian: 'be', bengali: 'bn', bosnian: 'bs',
  breton: 'br', bulgarian: 'bg', burmese: 'my', cantonese: 'yue', castilian: 'es', catalan: 'ca',
  chinese: 'zh', croatian: 'hr', czech: 'cs', danish: 'da', dutch: 'nl', english: 'en', estonian: 'et',
  faroese: 'fo', finnish: 'fi', flemish: 'nl', french: 'fr', galician: 'gl', georgian: 'ka', german: 'de',
  greek: 'el', gujarati: 'gu', haitian: 'ht', 'haitian creole': 'ht', hausa: 'ha', hawaiian: 'haw',
  hebrew: 'he', hindi: 'hi', hungarian: 'hu', icelandic: 'is', indonesian: 'id', italian: 'it',
  japanese: 'ja', javanese: 'jw', kannada: 'kn', kazakh: 'kk', khmer: 'km', korean: 'ko', lao: 'lo',
  latin: 'la', latvian: 'lv', letzeburgesch: 'lb', lingala: 'ln', lithuanian: 'lt', luxembourgish: 'lb',
  macedonian: 'mk', malagasy: 'mg', malay: 'ms', malayalam: 'ml', maltese: 'mt', maori: 'mi',
  marathi: 'mr', moldavian: 'ro', moldovan: 'ro', mongolian: 'mn', myanmar: 'my', nepali: 'ne',
  norwegian: 'no', nynorsk: 'nn', occitan: 'oc', panjabi: 'pa', pashto: 'ps', persian: 'fa', polish: 'pl',
  portuguese: 'pt', punjabi: 'pa', pushto: 'ps', romanian: 'ro', russian: 'ru', sanskrit: 'sa',
  serbian: 'sr', shona: 'sn', sindhi: 'sd', sinhala: 'si', sinhalese: 'si', slovak: 'sk', slovenian: 'sl',
  somali: 'so', spanish: 'es', sundanese: 'su', swahili: 'sw', swedish: 'sv', tagalog: 'tl', tajik: 'tg',
  tamil: 'ta', tatar: 'tt', telugu: 'te', thai: 'th', tibetan: 'bo', turkish: 'tr', turkmen: 'tk',
  ukrainian: 'uk', urdu: 'ur', uzbek: 'uz', valencian: 'ca', vietnamese: 'vi', welsh: 'cy', yiddish: 'yi',
  yoruba: 'yo',
};

/** `english`, `en`, `en-US` → `en`; anything unknown is kept as the server wrote it (lower case). */
export function toLanguageCode(value: string | null | undefined): string | null {
  const language = value?.trim().toLowerCase();
  if (!language) return null;
  const named = WHISPER_LANGUAGE_CODES[language];
  if (named) return named;
  const tag = /^([a-z]{2,3})(?:[-_][a-z0-9]+)*$/.exec(language);
  return tag?.[1] ?? language;
}
