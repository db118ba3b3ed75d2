import { collapseWhitespace } from './cue-text';

/** A speaker name split off the front of a line of text. */
export type SpeakerLabel = { speaker: string; text: string };

const MAX_NAME_WORDS = 4;
const MAX_DISPLAY_NAME_WORDS = 6;
/** Longer prefixes before a colon are sentences, not names. */
const MAX_LABEL_LENGTH = 60;

const CAPITALISED_WORD = /^\p{Lu}[\p{L}\p{M}.'’-]*$/u;
const LOWERCASE_HANDLE = /^\p{Ll}[\p{L}\p{M}.'’-]*$/u;
const NUMBER_WORD = /^\d{1,3}$/;

/** Lower-case words that belong inside names ("Ludwig van Beethoven", "Ana de la Cruz"). */
const NAME_PARTICLES = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'van',
  'von',
  'y',
]);

/** Labels people put before a colon that are not speakers ("Next steps: send the proposal"). */
const NON_SPEAKER_LABELS = new Set([
  'action items',
  'agenda',
  'example',
  'fwd',
  'fyi',
  'nb',
  'next steps',
  'note',
  'notes',
  'ps',
  're',
  'reminder',
  'subject',
  'summary',
  'tip',
  'update',
  'warning',
]);

/** Bracketed sound descriptions in captions ("[Music] Welcome back") that are no speaker. */
const SOUND_DESCRIPTIONS = new Set([
  'applause',
  'background noise',
  'chuckles',
  'coughs',
  'crosstalk',
  'foreign language',
  'inaudible',
  'indistinct',
  'laughing',
  'laughs',
  'laughter',
  'music',
  'no audio',
  'noise',
  'pause',
  'sighs',
  'silence',
  'unintelligible',
]);

/**
 * Whether text is conservatively a person's name: 1–4 words of letters, dots, hyphens and
 * apostrophes, each capitalised (name particles aside), optionally ending in a number ("Speaker 2"),
 * or a single lower-case handle ("jsmith"). Conservative because a false positive eats the start of
 * what someone said.
 */
export function isSpeakerName(text: string): boolean {
  const words = text.split(' ');
  if (text === '' || words.length > MAX_NAME_WORDS || NON_SPEAKER_LABELS.has(text.toLowerCase())) {
    return false;
  }
  if (words.length === 1) {
    return CAPITALISED_WORD.test(text) || LOWERCASE_HANDLE.test(text);
  }
  return words.every((word, index) => {
    const isLast = index === words.length - 1;
    return (
      CAPITALISED_WORD.test(word) ||
      (index > 0 && NAME_PARTICLES.has(word)) ||
      (index > 0 && isLast && NUMBER_WORD.test(word))
    );
  });
}

/**
 * Whether a line that a format reserves for a name holds one. Looser than `isSpeakerName`: Teams and
 * Meet print directory names such as "Whitfield, Dana" or "Priya Natarajan (Guest)".
 */
export function isDisplayName(text: string): boolean {
  const words = text.split(' ');
  if (text === '' || words.length > MAX_DISPLAY_NAME_WORDS || NON_SPEAKER_LABELS.has(text.toLowerCase())) {
    return false;
  }
  if (!/^\p{L}/u.test(text)) {
    return false;
  }
  if (words.length === 1) {
    return CAPITALISED_WORD.test(text) || LOWERCASE_HANDLE.test(text);
  }
  return words.every((word, index) => {
    const core = word.replace(/^[("“]+/, '').replace(/[)"”,;|]+$/, '');
    return (
      CAPITALISED_WORD.test(core) ||
      NUMBER_WORD.test(core) ||
      (index > 0 && (core === '' || NAME_PARTICLES.has(core)))
    );
  });
}

/**
 * Splits `Dana Whitfield: text`; null unless the part before the colon passes `isSpeakerName`.
 * Invisible characters are not dropped first: a word joiner before the colon is how an SRT writer
 * marks "this is not a speaker" (see format-transcript.ts).
 */
export function splitLeadingSpeaker(text: string): SpeakerLabel | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > MAX_LABEL_LENGTH) {
    return null;
  }
  // A colon followed by anything but whitespace is a time ("10:30") or a URL ("https://").
  const rest = text.slice(colon + 1);
  if (!/^\s+\S/.test(rest)) {
    return null;
  }
  const speaker = collapseWhitespace(text.slice(0, colon));
  return isSpeakerName(speaker) ? { speaker, text: rest.trim() } : null;
}

/** Reads a line holding only `Dana Whitfield:`, which introduces the lines after it. */
export function readSpeakerHeading(line: string): string | null {
  const match = /^([^:]{1,60}):\s*$/.exec(line.trim());
  const speaker = match ? collapseWhitespace(match[1] ?? '') : '';
  return speaker !== '' && isSpeakerName(speaker) ? speaker : null;
}

/** Splits `[Dana Whitfield] text` (SRT and caption style); `[Music] …` and `[laughs] …` stay text. */
export function splitBracketSpeaker(text: string): SpeakerLabel | null {
  const match = /^\[([^[\]]{1,80})\]\s*(\S[\s\S]*)$/.exec(text);
  if (!match) {
    return null;
  }
  const speaker = collapseWhitespace(match[1] ?? '');
  if (!/^\p{Lu}/u.test(speaker) || SOUND_DESCRIPTIONS.has(speaker.toLowerCase())) {
    return null;
  }
  return { speaker, text: (match[2] ?? '').trim() };
}
