import { DEFAULT_CRM_WRITE_MODES } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import type { CrmWriteRow } from './crm-sync.repository';
import { mergePlanned, NO_LONGER_PROPOSED, staleUpdate } from './plan-merge';
import type { FieldTarget, LinkedRecord } from './value-proposals';
import {
  ALWAYS_REVIEW_REASON,
  type PlanInput,
  type PlannedWrite,
  planWrites,
  REVIEW_REASON,
  taskKey,
  taskOwnerId,
} from './write-plan';

const contact: LinkedRecord = { type: 'contact', id: '11', name: 'Hannah Berg', values: {}, history: {} };
const company: LinkedRecord = {
  type: 'company',
  id: '22',
  name: 'Northbeam Logistics',
  values: {},
  history: {},
};
const deal: LinkedRecord = {
  type: 'deal',
  id: '33',
  name: 'Northbeam — Fleet rollout',
  values: { competitors: null, amount: '10000' },
  history: {},
};
const target = (propertyName: string, propertyType = 'string'): FieldTarget => ({
  key: `deal:33:${propertyName}`,
  fieldId: `field-${propertyName}`,
  record: { type: 'deal', id: '33', name: deal.name },
  propertyName,
  isDescription: false,
  label: propertyName,
  shape: { propertyType, fieldType: null, options: [] },
  prompt: '',
  description: '',
});
const proposal = (
  propertyName: string,
  value: string,
  currentValue: string | null,
  propertyType?: string,
) => ({
  target: target(propertyName, propertyType),
  proposal: { key: `deal:33:${propertyName}`, value, quote: `We said ${value}`, startMs: 6500 },
  currentValue,
});

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  meeting: {
    id: 'm1',
    title: 'Rollout check-in',
    startedAt: new Date('2026-11-17T15:00:00Z'),
    endedAt: new Date('2026-11-17T15:30:00Z'),
    url: 'https://ting.test/meetings/m1',
  },
  ownerEmail: 'sam@sellerco.test',
  summaryMarkdown: '## Summary\n- Budget is **40k** <script>',
  actionItems: [
    { text: 'Send the revised proposal', owner: 'Sam Seller', dueDate: '2026-11-20', done: false },
    { text: 'Share the security questionnaire', owner: 'Hannah', dueDate: null, done: false },
    { text: 'Book the kickoff', owner: null, dueDate: null, done: true },
  ],
  participants: [
    { name: 'Hannah Berg', email: 'hannah.berg@northbeamlogistics.com' },
    { name: 'Sam Seller', email: 'sam@sellerco.test' },
  ],
  records: [contact, company, deal],
  proposals: [proposal('competitors', 'Gong', null), proposal('amount', '40000', '10000', 'number')],
  owners: [{ id: 'o1', email: 'sam@sellerco.test', name: 'Sam Seller' }],
  associationTypeIds: {
    meeting: { contact: 200, company: 188, deal: 212 },
    note: {},
    task: { contact: 204, deal: 216 },
  },
  modes: { meeting: 'automatic', task: 'automatic', property: 'automatic' },
  now: new Date('2026-11-24T08:00:00Z'),
  ...overrides,
});

describe('the write plan after a meeting', () => {
  it('plans the meeting, a note, a task per open action item and the property values, keyed once each', () => {
    const plan = planWrites(input());
    expect(plan.map((write) => [write.writeKey, write.kind, write.status])).toEqual([
      ['meeting', 'meeting', 'queued'],
      ['note', 'note', 'queued'],
      [taskKey('Send the revised proposal'), 'task', 'queued'],
      [taskKey('share the  SECURITY questionnaire'), 'task', 'queued'],
      ['property:deal:33:competitors', 'property', 'queued'],
      ['property:deal:33:amount', 'property', 'pending_review'],
    ]);
    const [meeting, note, sendTask, shareTask, competitors, amount] = plan;
    expect(meeting?.payload).toMatchObject({
      kind: 'meeting',
      startsAt: '2026-11-17T15:00:00.000Z',
      endsAt: '2026-11-17T15:30:00.000Z',
      externalUrl: 'https://ting.test/meetings/m1',
      associations: [
        { type: 'contact', id: '11', associationTypeId: 200 },
        { type: 'company', id: '22', associationTypeId: 188 },
        { type: 'deal', id: '33', associationTypeId: 212 },
      ],
    });
    if (meeting?.payload.kind !== 'meeting' || note?.payload.kind !== 'note') throw new Error('kinds');
    expect(meeting.payload.body).toContain('<strong>40k</strong> &lt;script&gt;');
    expect(meeting.payload.body).toContain('href="https://ting.test/meetings/m1"');
    expect([meeting.recordType, note.recordType]).toEqual(['contact', 'deal']);
    expect(note.payload.body).toContain('<li>Send the revised proposal (Sam Seller, due 2026-11-20)</li>');
    expect(note.payload.body).not.toContain('Book the kickoff');
    // Tasks: on the contact and the deal; due when said (noon UTC), else three days after the later of meeting and sync.
    expect(sendTask?.payload).toMatchObject({
      kind: 'task',
      dueAt: '2026-11-20T12:00:00.000Z',
      ownerId: 'o1',
      associations: [
        { type: 'contact', id: '11', associationTypeId: 204 },
        { type: 'deal', id: '33', associationTypeId: 216 },
      ],
    });
    expect(shareTask?.payload).toMatchObject({ dueAt: '2026-11-27T12:00:00.000Z' });
    expect(competitors).toMatchObject({
      oldValue: null,
      newValue: 'Gong',
      evidenceQuote: 'We said Gong',
      evidenceStartMs: 6500,
      fieldId: 'field-competitors',
    });
    expect(amount).toMatchObject({ oldValue: '10000', newValue: '40000', reason: ALWAYS_REVIEW_REASON });
  });

  it('in review mode, everything waits for review; with nothing linked, nothing is planned', () => {
    const modes = { meeting: 'review', task: 'review', property: 'review' } as const;
    expect(new Set(planWrites(input({ modes })).map((write) => write.status))).toEqual(
      new Set(['pending_review']),
    );
    expect(planWrites(input({ records: [] }))).toEqual([]);
  });

  it("a new organization's modes log the meeting and its note at once; tasks and properties wait", () => {
    const plan = planWrites(input({ modes: DEFAULT_CRM_WRITE_MODES }));
    const statusOf = (kind: string) => [...new Set(plan.filter((w) => w.kind === kind).map((w) => w.status))];
    expect(statusOf('meeting')).toEqual(['queued']);
    expect(statusOf('note')).toEqual(['queued']);
    expect(statusOf('task')).toEqual(['pending_review']);
    expect(statusOf('property')).toEqual(['pending_review']);
    expect(plan.find((w) => w.kind === 'task')?.reason).toBe(REVIEW_REASON);
  });

  it('tasks set to automatic go at once while property updates still wait', () => {
    const plan = planWrites(
      input({ modes: { meeting: 'automatic', task: 'automatic', property: 'review' } }),
    );
    expect(plan.filter((w) => w.kind === 'task').map((w) => w.status)).toEqual(['queued', 'queued']);
    expect(plan.filter((w) => w.kind === 'property').map((w) => w.status)).toEqual([
      'pending_review',
      'pending_review',
    ]);
  });

  it('skips a property a person set in HubSpot after the meeting', () => {
    const edited: LinkedRecord = {
      ...deal,
      values: { competitors: 'Chorus' },
      history: {
        competitors: [
          {
            value: 'Chorus',
            timestamp: new Date('2026-11-18T10:00:00Z'),
            sourceType: 'CRM_UI',
            updatedByUserId: '9',
          },
        ],
      },
    };
    const plan = planWrites(
      input({ records: [contact, edited], proposals: [proposal('competitors', 'Gong', 'Chorus')] }),
    );
    expect(plan.find((write) => write.kind === 'property')).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/by a person/),
    });
  });

  it("gives a task to the HubSpot owner of its owner's email or name, else to the meeting owner's", () => {
    const owners = [
      { id: 'o1', email: 'sam@sellerco.test', name: 'Sam Seller' },
      { id: 'o2', email: 'alex.morgan@tingsandbox.com', name: 'Alex Morgan' },
    ];
    const participants = [{ name: 'Alexandra M', email: 'alex.morgan@tingsandbox.com' }];
    const ownerOf = (owner: string | null, ownerEmail: string | null = 'sam@sellerco.test') =>
      taskOwnerId({ owner, participants, owners, ownerEmail });
    expect(ownerOf('Alexandra M')).toBe('o2');
    expect(ownerOf('Alex Morgan')).toBe('o2');
    expect(ownerOf('alexandra')).toBe('o2');
    expect(ownerOf('Hannah')).toBe('o1');
    expect(ownerOf(null, 'nobody@x.test')).toBeNull();
  });
});

describe('a re-run meeting what the last run stored', () => {
  const row = (overrides: Partial<CrmWriteRow>): CrmWriteRow =>
    ({
      status: 'queued',
      hubspotId: null,
      decision: null,
      newValue: null,
      kind: 'meeting',
      ...overrides,
    }) as CrmWriteRow;
  const planned = (overrides: Partial<PlannedWrite>) =>
    ({ ...planWrites(input())[0], ...overrides }) as PlannedWrite;

  it('never touches an activity HubSpot already has, a written value or a rejection', () => {
    expect(mergePlanned(row({ hubspotId: '501', status: 'failed' }), planned({}))).toEqual({
      action: 'keep',
    });
    expect(mergePlanned(row({ status: 'rejected' }), planned({}))).toEqual({ action: 'keep' });
    expect(
      mergePlanned(
        row({ kind: 'property', status: 'written', newValue: 'Gong' }),
        planned({ kind: 'property', newValue: 'Gong' }),
      ),
    ).toEqual({ action: 'keep' });
  });

  it("keeps a person's approval and edited value; re-plans what nobody decided", () => {
    const approved = mergePlanned(
      row({ kind: 'property', status: 'failed', decision: 'approved', newValue: '42000' }),
      planned({ kind: 'property', newValue: '40000', status: 'pending_review' }),
    );
    expect(approved).toMatchObject({ action: 'update', values: { status: 'queued', newValue: '42000' } });
    const undecided = mergePlanned(row({ status: 'failed' }), planned({ status: 'queued' }));
    expect(undecided).toMatchObject({ action: 'update', values: { status: 'queued', error: null } });
    expect(mergePlanned(undefined, planned({}))).toMatchObject({ action: 'insert' });
  });

  it('sets aside undecided writes the new plan no longer has', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(staleUpdate(row({ status: 'pending_review', claimedUntil: null }), now)).toEqual({
      status: 'skipped',
      reason: NO_LONGER_PROPOSED,
    });
    expect(staleUpdate(row({ status: 'written' }), now)).toBeNull();
    expect(staleUpdate(row({ status: 'queued', decision: 'approved' }), now)).toBeNull();
    // A write job holds it: it may be landing in HubSpot now.
    const held = row({ status: 'queued', claimedUntil: new Date('2026-03-02T10:00:30Z') });
    expect(staleUpdate(held, now)).toBeNull();
    const expired = row({ status: 'queued', claimedUntil: new Date('2026-03-02T09:59:00Z') });
    expect(staleUpdate(expired, now)).toMatchObject({ status: 'skipped' });
  });

  it("leaves a write job's claim on the row it updates", () => {
    const claimedUntil = new Date('2026-03-02T10:00:30Z');
    const step = mergePlanned(
      row({ kind: 'property', status: 'queued', decision: 'approved', newValue: '42000', claimedUntil }),
      planned({ kind: 'property', newValue: '42000', status: 'pending_review' }),
    );
    expect(step.action).toBe('update');
    expect(step.action === 'update' && 'claimedUntil' in step.values).toBe(false);
  });
});
