import type { CrmFieldToFill, MeetingContext } from '../../meeting-intelligence';
import { createOfflineIntelligence } from '../index';

/*
 * Small calls for the CRM extractors' tests: lines said by a seller (Nina Ross, of Loomstack) and
 * a customer (Tom Fisher, of Harbor Bikes), one segment each, on Wednesday 15 April 2026.
 */

const engine = createOfflineIntelligence();

export const SELLER = 'Nina Ross';
export const CUSTOMER = 'Tom Fisher';
const PARTICIPANTS = [
  { name: SELLER, email: 'nina@loomstack.example' },
  { name: CUSTOMER, email: 'tom@harborbikes.example' },
];

/** A line of the call: `[speaker, text]`, or text alone for seller and customer taking turns. */
export type Line = string | [speaker: string, text: string];

export function segmentsOf(lines: ReadonlyArray<Line>): MeetingContext['segments'] {
  return lines.map((line, index) => {
    const [speaker, text] = typeof line === 'string' ? [index % 2 === 0 ? SELLER : CUSTOMER, line] : line;
    return { speaker, text, startMs: index * 10_000, endMs: index * 10_000 + 9_000 };
  });
}

export function field(
  spec: Pick<CrmFieldToFill, 'label' | 'description' | 'type'> & Partial<CrmFieldToFill>,
): CrmFieldToFill {
  const propertyName = spec.propertyName ?? spec.label.toLowerCase().replace(/\W+/g, '_');
  return {
    key: `deal:${propertyName}`,
    objectType: 'deal',
    propertyName,
    prompt: spec.description,
    fieldType: spec.type === 'enumeration' ? 'select' : spec.type,
    options: [],
    currentValue: null,
    ...spec,
  };
}

/** The value the offline engine proposes for `target` over `lines`, or null. */
export async function fillOne(
  target: CrmFieldToFill,
  lines: ReadonlyArray<Line>,
  title = 'Harbor Bikes × Loomstack: follow-up',
): Promise<string | null> {
  const { proposals } = await engine.fillCrmFields({
    title,
    startedAt: new Date('2026-04-15T15:00:00Z'),
    participants: PARTICIPANTS,
    segments: segmentsOf(lines),
    summary: null,
    fields: [target],
  });
  return proposals.find((proposal) => proposal.key === target.key)?.value ?? null;
}
