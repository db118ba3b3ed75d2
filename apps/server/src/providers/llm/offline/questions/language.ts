import { createRequire } from 'node:module';
import type { WinkMethods } from 'wink-nlp';

/*
 * The offline chat's English reader: wink-nlp with its small English model, for parts of speech
 * (proper nouns name companies and products), entities (durations) and sentiment. Loaded on first
 * use, synchronously: the model takes ~150 ms and ~40 MB, which a server that never answers a
 * question offline (or a worker that only summarises) should not pay at start. The offline chat
 * loads it at start (`preloadEnglish`), so no question waits for it.
 */

let reader: WinkMethods | null = null;

function english(): WinkMethods {
  if (!reader) {
    const require = createRequire(import.meta.url);
    const winkNlp = require('wink-nlp') as typeof import('wink-nlp').default;
    const model = require('wink-eng-lite-web-model') as typeof import('wink-eng-lite-web-model').default;
    reader = winkNlp(model);
  }
  return reader;
}

/** Loads the reader now, so the first sentence read does not wait for it. */
export function preloadEnglish(): void {
  english();
}

/** What the reader makes of one sentence. */
export type SentenceReading = {
  /** Runs of proper nouns as written ("Cliniscribe", "Great Lakes Freight"), possessives dropped. */
  properNouns: string[];
  /** Lengths of time said ("three months", "ten weeks"). */
  durations: string[];
  /** Dates and periods as said ("March", "next quarter", "last year"). */
  dates: string[];
  /** From -1 (negative) to 1 (positive). */
  sentiment: number;
};

/** Readings by sentence: the summary's key facts read many sentences more than once. */
const readings = new Map<string, SentenceReading>();
const MAX_READINGS = 5_000;

export function readSentence(text: string): SentenceReading {
  let reading = readings.get(text);
  if (!reading) {
    reading = readAfresh(text);
    if (readings.size >= MAX_READINGS) readings.clear();
    readings.set(text, reading);
  }
  return reading;
}

function readAfresh(text: string): SentenceReading {
  const nlp = english();
  const { its } = nlp;
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const properNouns: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length > 0) properNouns.push(run.join(' '));
    run = [];
  };
  for (const [index, value] of values.entries()) {
    if (tags[index] === 'PROPN' && /^[A-Z]/.test(value)) run.push(value);
    else close();
  }
  close();
  const entities = doc.entities().out(its.detail) as Array<{ value: string; type: string }>;
  // A bare "year" or "month" is a rate ("$38 a month"), not a length of time.
  const durations = entities
    .filter((entity) => entity.type === 'DURATION' && /\s/.test(entity.value))
    .map((entity) => entity.value);
  const dates = entities.filter((entity) => entity.type === 'DATE').map((entity) => entity.value);
  return { properNouns, durations, dates, sentiment: doc.out(its.sentiment) as number };
}
