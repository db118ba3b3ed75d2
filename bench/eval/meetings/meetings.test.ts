import { describe, expect, it } from 'vitest';
import { propertyDefinition, valueKindOf } from '../crm-properties';
import type { Fact } from '../eval-meeting';
import { factFound, readText } from '../scoring/facts';
import { EVAL_MEETINGS } from '.';

/*
 * The annotations checked against their own transcripts, so a typo in the ground truth shows here
 * rather than as an engine's miss.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('the annotated meetings', () => {
  it('are at least eight, with unique slugs, one of them over an hour long', () => {
    expect(EVAL_MEETINGS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EVAL_MEETINGS.map((meeting) => meeting.slug)).size).toBe(EVAL_MEETINGS.length);
    const longest = Math.max(...EVAL_MEETINGS.map((meeting) => meeting.segments.at(-1)?.endMs ?? 0));
    expect(longest).toBeGreaterThan(60 * 60_000);
  });

  it("hold some out of the offline engine's tuning, so its figures can be checked on unseen calls", () => {
    expect(EVAL_MEETINGS.filter((meeting) => meeting.heldOut).length).toBeGreaterThanOrEqual(4);
  });

  describe.each(EVAL_MEETINGS.map((meeting) => [meeting.slug, meeting] as const))('%s', (_slug, meeting) => {
    const transcript = readText(meeting.segments.map((segment) => segment.text).join('\n'));
    const speakers = new Set(meeting.segments.map((segment) => segment.speaker).filter(Boolean));
    const names = new Set(meeting.participants.map((participant) => participant.name));

    it('has speakers who are participants and 6 to 10 questions', () => {
      for (const speaker of speakers) expect(names).toContain(speaker);
      expect(meeting.questions.length).toBeGreaterThanOrEqual(6);
      expect(meeting.questions.length).toBeLessThanOrEqual(10);
    });

    it('gives action items to participants, with dates on or after the meeting', () => {
      const meetingDay = meeting.startedAt.toISOString().slice(0, 10);
      for (const item of meeting.actionItems) {
        if (item.owner !== null) expect(names).toContain(item.owner);
        if (item.due !== null) {
          expect(item.due).toMatch(ISO_DATE);
          expect(item.due >= meetingDay).toBe(true);
        }
      }
    });

    it('states every key fact and every required answer fact in its transcript', () => {
      const facts: Fact[] = [...meeting.keyFacts, ...meeting.questions.flatMap((question) => question.facts)];
      const unsaid = facts.filter((fact) => !factFound(transcript, fact)).map((fact) => fact.id);
      expect(unsaid).toEqual([]);
    });

    it('has CRM values of the right shape, answered and unanswered ones', () => {
      for (const truth of meeting.crm) {
        if ('facts' in truth) {
          expect(valueKindOf(truth.property)).toBe('text');
          const unsaid = truth.facts.filter((fact) => !factFound(transcript, fact)).map((fact) => fact.id);
          expect(unsaid, truth.property).toEqual([]);
          continue;
        }
        for (const value of [truth.value, ...(truth.alsoAccept ?? [])]) {
          if (value === null) continue;
          const kind = valueKindOf(truth.property);
          if (kind === 'date') expect(value).toMatch(ISO_DATE);
          if (kind === 'number') expect(Number.isFinite(Number(value))).toBe(true);
          if (kind === 'bool') expect(['true', 'false']).toContain(value);
          if (kind === 'enumeration') {
            const options = (propertyDefinition(truth.property).options ?? []).map(([option]) => option);
            for (const option of value.split(';')) expect(options).toContain(option);
          }
        }
      }
      expect(meeting.crm.some((truth) => !('facts' in truth) && truth.value === null)).toBe(true);
      expect(new Set(meeting.crm.map((truth) => truth.property)).size).toBe(meeting.crm.length);
    });
  });

  it('cover every kind of CRM value, answered and unanswered', () => {
    const truths = EVAL_MEETINGS.flatMap((meeting) => meeting.crm);
    for (const kind of ['enumeration', 'number', 'date', 'bool', 'text'] as const) {
      const ofKind = truths.filter((truth) => valueKindOf(truth.property) === kind);
      expect(
        ofKind.some((truth) => 'facts' in truth || truth.value !== null),
        kind,
      ).toBe(true);
      expect(
        ofKind.some((truth) => !('facts' in truth) && truth.value === null),
        kind,
      ).toBe(true);
    }
  });
});
