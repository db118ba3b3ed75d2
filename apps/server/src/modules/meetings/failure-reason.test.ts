import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../providers/provider-errors';
import { failureReasonOf, PermanentMeetingError } from './failure-reason';

describe('failureReasonOf', () => {
  it('shows the reasons we wrote', () => {
    expect(failureReasonOf(new PermanentMeetingError('No speech was found in the recording.')).reason).toBe(
      'No speech was found in the recording.',
    );
    const configuration = new ProviderError({
      provider: 'llm',
      kind: 'auth',
      message: 'Check AI_API_KEY.',
      isUserFacing: true,
    });
    expect(failureReasonOf(configuration).reason).toBe('Check AI_API_KEY.');
    const vendorDetail = new ProviderError({
      provider: 'recall',
      kind: 'not_found',
      message: 'Recall answered 404: {…}',
    });
    expect(failureReasonOf(vendorDetail).reason).not.toContain('Recall answered');
  });

  it('never shows SQL, parameters or other detail: one sentence and a reference', () => {
    const transcript = 'x'.repeat(1_000_000);
    const { reason, reference } = failureReasonOf(
      new DrizzleQueryError('insert into transcript_segments values ($1)', [transcript], new Error('boom')),
    );
    expect(reason).not.toMatch(/insert|transcript_segments|xxxx/);
    expect(reason).toContain(reference);
    expect(reason.length).toBeLessThan(300);
    expect(failureReasonOf(new Error('ENOENT: /var/data/objects/x')).reason).not.toContain('/var/data');
  });
});
