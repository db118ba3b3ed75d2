import { describe, expect, it } from 'vitest';
import { baseValues } from './crm-sync-planner';
import { addedText, blockEnd, blockStart, blockText, withBlock, withoutBlock } from './ting-blocks';
import { type FieldTarget, type LinkedRecord, usefulProposals } from './value-proposals';

const A = '1a2b3c4d-0000-4000-8000-000000000001';
const B = '9f8e7d6c-0000-4000-8000-000000000002';

const deal = (description: string | null): LinkedRecord => ({
  type: 'deal',
  id: '33',
  name: 'Fleet rollout',
  values: { description },
  history: {},
});
const descriptionTarget: FieldTarget = {
  key: 'deal:33:description',
  fieldId: 'f-description',
  record: { type: 'deal', id: '33', name: 'Fleet rollout' },
  propertyName: 'description',
  isDescription: true,
  label: 'Deal description',
  shape: { propertyType: 'string', fieldType: 'textarea', options: [] },
  prompt: '',
  description: '',
};

/** What the offline engine answers: the value it improved on, then this meeting's paragraph. */
const engine = (base: string | null, paragraph: string) => (base ? `${base}\n\n${paragraph}` : paragraph);

/** One sync of meeting `id` on a deal holding `current`: the value proposed, or null (nothing to add). */
function sync(current: string | null, id: string, paragraph: string): string | null {
  const records = [deal(current)];
  const bases = baseValues([descriptionTarget], records, [], id);
  const [useful] = usefulProposals({
    proposals: [
      {
        key: descriptionTarget.key,
        value: engine(bases.get(descriptionTarget.key) ?? null, paragraph),
        quote: '',
        startMs: null,
      },
    ],
    targets: [descriptionTarget],
    records,
    meetingId: id,
    bases,
  });
  return useful?.proposal.value ?? null;
}

describe("a meeting's marked block in a record's text", () => {
  it('is replaced where it stands, never added twice, and leaves the text around it as it is', () => {
    const once = withBlock('Written by Sam.', A, 'Budget is 40k.');
    expect(once).toBe(`Written by Sam.\n\n${blockStart(A)}\nBudget is 40k.\n${blockEnd(A)}`);
    const both = withBlock(`${once}\n\nSam again.`, B, 'Gong is the rival.');
    const replaced = withBlock(both, A, 'Budget is 45k.');
    expect(replaced).toBe(
      `Written by Sam.\n\n${blockStart(A)}\nBudget is 45k.\n${blockEnd(A)}\n\nSam again.\n\n${blockStart(B)}\nGong is the rival.\n${blockEnd(B)}`,
    );
    expect(blockText(replaced, B)).toBe('Gong is the rival.');
    expect(withoutBlock(replaced, A)).toBe(
      `Written by Sam.\n\nSam again.\n\n${blockStart(B)}\nGong is the rival.\n${blockEnd(B)}`,
    );
    expect(withoutBlock(withBlock(null, A, 'x'), A)).toBeNull();
  });

  it('takes from a full proposed value only the lines the base lacks', () => {
    expect(addedText('Old line.\n\n2026-11-17, Call: Budget is 40k.', 'Old line.')).toBe(
      '2026-11-17, Call: Budget is 40k.',
    );
    expect(addedText('Old line.', 'Old line.')).toBe('');
  });

  it('a meeting synced three times proposes its block once, then nothing', () => {
    const first = sync('Written by Sam.', A, '2026-11-17, Call: Budget is 40k.');
    expect(first).toBe(
      `Written by Sam.\n\n${blockStart(A)}\n2026-11-17, Call: Budget is 40k.\n${blockEnd(A)}`,
    );
    expect(sync(first, A, '2026-11-17, Call: Budget is 40k.')).toBeNull();
    expect(sync(first, A, '2026-11-17, Call: Budget is 40k.')).toBeNull();
    // The meeting says more now (its items were edited): its block is replaced, not added to.
    expect(sync(first, A, '2026-11-17, Call: Budget is 45k.')).toBe(
      `Written by Sam.\n\n${blockStart(A)}\n2026-11-17, Call: Budget is 45k.\n${blockEnd(A)}`,
    );
  });

  it("builds a property on the value Ting's own write for this meeting replaced, not on that write", () => {
    const nextStep: FieldTarget = {
      ...descriptionTarget,
      key: 'deal:33:hs_next_step',
      propertyName: 'hs_next_step',
      isDescription: false,
      shape: { propertyType: 'string', fieldType: 'text', options: [] },
    };
    const records: LinkedRecord[] = [
      { ...deal(null), values: { hs_next_step: 'Call Hannah\nSend proposal' } },
    ];
    const rows = [
      {
        writeKey: 'property:deal:33:hs_next_step',
        status: 'written',
        oldValue: 'Call Hannah',
        newValue: 'Call Hannah\nSend proposal',
      },
    ];
    expect(baseValues([nextStep], records, rows, A).get(nextStep.key)).toBe('Call Hannah');
    // Changed in HubSpot since: built on what HubSpot holds.
    expect(
      baseValues([nextStep], [{ ...records[0]!, values: { hs_next_step: 'Other' } }], rows, A).has(
        nextStep.key,
      ),
    ).toBe(false);
  });
});
