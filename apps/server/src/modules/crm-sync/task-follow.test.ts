import { describe, expect, it } from 'vitest';
import type { CrmEngagement } from '../../providers/crm/crm-provider';
import type { CrmWriteRow } from './crm-sync.repository';
import { isAsWritten, itemOfTask } from './task-follow';
import { taskKey } from './write-plan';

const payload = {
  kind: 'task' as const,
  itemId: 'item-1',
  subject: 'Send the proposal',
  body: '<p>Send the proposal</p><p>From the meeting “Pilot &amp; plan”.</p>',
  dueAt: '2026-12-18T12:00:00.000Z',
  ownerId: null,
  associations: [],
};
const row = {
  id: 'w1',
  kind: 'task',
  writeKey: 'task:item:item-1',
  status: 'written',
  hubspotId: '901',
  marker: 'tingmarker0001',
  reason: null,
  payload,
} as unknown as CrmWriteRow & { payload: typeof payload; hubspotId: string };

const asWritten: CrmEngagement = {
  id: '901',
  type: 'task',
  title: 'Send the proposal',
  // HubSpot may re-render the HTML it stores: the same words count as unchanged.
  body: '<p>Send the proposal</p>\n<p>From the meeting “Pilot &amp; plan”.</p><p style="color:#99acc2;font-size:11px">ting-ref tingmarker0001</p>',
  timestamp: new Date('2026-12-18T12:00:00.000Z'),
  ownerId: null,
  status: 'NOT_STARTED',
  associations: [],
};

describe('isAsWritten', () => {
  it('holds for the task as Ting wrote it, and not once a person reworded, re-dated, completed or reassigned its words', () => {
    expect(isAsWritten(asWritten, row)).toBe(true);
    expect(isAsWritten({ ...asWritten, title: 'Send the proposal after legal' }, row)).toBe(false);
    expect(isAsWritten({ ...asWritten, body: '<p>Call first</p>' }, row)).toBe(false);
    expect(isAsWritten({ ...asWritten, timestamp: new Date('2026-12-19T12:00:00.000Z') }, row)).toBe(false);
    expect(isAsWritten({ ...asWritten, status: 'COMPLETED' }, row)).toBe(false);
    expect(
      isAsWritten(
        { ...asWritten, status: 'COMPLETED' },
        { ...row, payload: { ...payload, completed: true } },
      ),
    ).toBe(true);
  });
});

describe('itemOfTask', () => {
  const items = [
    { id: 'item-1', text: 'Send the proposal', owner: null, dueDate: null, done: false },
    { id: 'item-2', text: 'Book the demo', owner: null, dueDate: null, done: false },
  ];
  it('finds the item by id, or a row from before ids by the words of its item', () => {
    expect(itemOfTask(row, items)?.id).toBe('item-1');
    const { itemId: _none, ...older } = payload;
    expect(itemOfTask({ ...row, writeKey: taskKey('book the  demo'), payload: older }, items)?.id).toBe(
      'item-2',
    );
    expect(itemOfTask({ ...row, payload: { ...payload, itemId: 'gone' } }, items)).toBeUndefined();
  });
});
