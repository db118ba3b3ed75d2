import type { TranscriptSegment } from '../transcription/transcript-segment';

export type MeetingContext = {
  title: string;
  /** When the meeting started; relative due dates ("by Friday") resolve against it. */
  startedAt: Date;
  participants: Array<{ name: string | null; email: string | null }>;
  segments: TranscriptSegment[];
};

export type ActionItem = {
  text: string;
  /** Who committed to it, as named in the meeting; null when nobody did. */
  owner: string | null;
  /** ISO date (YYYY-MM-DD) when a due date was stated; null otherwise. */
  dueDate: string | null;
};

/** What a CRM field's value must be; mirrors the CRM capability's property types (`other`: never filled). */
export type CrmFillType =
  | 'string'
  | 'number'
  | 'date'
  | 'datetime'
  | 'enumeration'
  | 'bool'
  | 'phone_number'
  | 'other';

/** One CRM field to fill from the meeting: a property of a linked record, or a record's description/notes. */
export type CrmFieldToFill = {
  /** The caller's key for the field; proposals name it. */
  key: string;
  objectType: 'deal' | 'contact' | 'company';
  /** The property's CRM name; null for the record's description (contact: notes) that an object's prompt fills. */
  propertyName: string | null;
  label: string;
  description: string;
  /** What the user asked Ting to write there. */
  prompt: string;
  /** The value's type; a record's description is `string` (field type `textarea`). */
  type: CrmFillType;
  /** How the CRM shows it: `text`, `textarea`, `select`, `radio`, `checkbox`, `booleancheckbox`, `date`, `number`… */
  fieldType: string;
  /** An enumeration's allowed values: the proposal's value is one `value` exactly (a `checkbox` may hold several, `;`-separated). */
  options: Array<{ label: string; value: string }>;
  /** The value the record holds now, to improve on rather than repeat; null when empty. */
  currentValue: string | null;
};

/** A value for a field, as the CRM stores it (text), with the moment of the meeting it rests on. */
export type CrmFieldProposal = {
  key: string;
  /** number: digits (`30000`, `12.5`); date: `YYYY-MM-DD`; datetime: ISO 8601 UTC; bool: `true`/`false`; enumeration: option values. */
  value: string;
  /** Words of the transcript the value rests on (verbatim, trimmed to a sentence or two). */
  quote: string;
  /** Where the quote starts in the recording; null when unknown. */
  startMs: number | null;
};

/**
 * The meeting-intelligence capability: summaries and action items written with the owner's prompt.
 * Implementations: LLM-backed (AI SDK) and the built-in offline engine.
 */
export interface MeetingIntelligence {
  /** Names the engine and model in outputs, e.g. `offline` or `openai:gpt-4.1-mini`. */
  readonly engine: string;
  summarise(input: MeetingContext & { prompt: string }): Promise<{ markdown: string }>;
  extractActionItems(input: MeetingContext & { prompt: string }): Promise<{ items: ActionItem[] }>;
  /**
   * Values for CRM fields from what was said. A field the meeting says nothing clear about gets no
   * proposal (an empty field is better than a wrong one); an enumeration only ever gets one of its
   * options' values; relative dates resolve against `startedAt`.
   */
  fillCrmFields(
    input: MeetingContext & {
      summary: string | null;
      fields: CrmFieldToFill[];
      /**
       * The meeting's open action items as they are now in Ting (edited, completed ones left out):
       * what a next step is built from. Absent: found in the transcript.
       */
      actionItems?: ActionItem[];
    },
  ): Promise<{ proposals: CrmFieldProposal[] }>;
}
