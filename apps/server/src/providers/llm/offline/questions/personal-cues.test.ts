import { describe, expect, it } from 'vitest';
import { asksForOwnCommitments, counterpartIn, isAboutAsker, withoutCounterpart } from './personal-cues';

describe('questions about the asker', () => {
  it.each([
    'What did I promise this week?',
    'what have I committed to?',
    'What did I agree to with Acme?',
    'What do I owe Dana?',
    'What am I supposed to send?',
    'What do I still need to do?',
    'Show my action items',
    'my open follow-ups from yesterday',
    'Which tasks are assigned to me?',
    "What's on my plate?",
  ])('reads %j as asking for the asker’s own commitments', (question) => {
    expect(asksForOwnCommitments(question)).toBe(true);
  });

  it.each([
    'What did we agree to do?',
    'What are the action items?',
    'Who promised to send the proposal?',
    'Tell me the next steps',
  ])('does not read %j as the asker’s own', (question) => {
    expect(asksForOwnCommitments(question)).toBe(false);
  });

  it('tells questions about the asker’s meetings from ways of asking', () => {
    expect(isAboutAsker('my meetings with Acme')).toBe(true);
    expect(isAboutAsker('Who did I meet yesterday?')).toBe(true);
    expect(isAboutAsker('Which customers have I talked to?')).toBe(true);
    expect(isAboutAsker('calls with me this week')).toBe(true);
    expect(isAboutAsker('Tell me about the Zephyr scanners')).toBe(false);
    expect(isAboutAsker('Show me meetings about pricing')).toBe(false);
  });

  it('reads who a meeting was with after a meeting word, up to the rest of the question', () => {
    expect(counterpartIn('my meetings with Acme')).toBe('Acme');
    expect(counterpartIn('What did I promise in my calls with Acme Corp this week?')).toBe('Acme Corp');
    expect(counterpartIn('the call with Dana Buyer about pricing')).toBe('Dana Buyer');
    expect(counterpartIn('Who have I met with at northbeam.io?')).toBeNull();
    expect(counterpartIn('meetings with me')).toBeNull();
    expect(counterpartIn("What's the issue with the scanners?")).toBeNull();
    expect(withoutCounterpart('my meetings with the Acme team', 'Acme team').trim()).toBe('my meetings');
  });
});
