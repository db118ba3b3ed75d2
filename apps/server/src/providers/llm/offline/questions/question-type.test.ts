import { describe, expect, it } from 'vitest';
import { hasSearchableWords } from '../../chat/transcript-retrieval';
import { questionTypeOf } from './question-type';

const hasOtherWords = (text: string) => hasSearchableWords({ question: text });
const typeOf = (question: string) => questionTypeOf({ question, hasOtherWords });

describe('questionTypeOf', () => {
  it.each([
    ['What did they say about pricing?', 'money'],
    ['How much is the pilot?', 'money'],
    ['What is their budget?', 'money'],
    ['Who is the decision maker?', 'people'],
    ['Who signs off on this?', 'people'],
    ['Who was on the call?', 'people'],
    ['When does the pilot start?', 'timeline'],
    ["What's the timeline?", 'timeline'],
    ['Are they looking at competitors?', 'competitors'],
    ['What are they using today?', 'competitors'],
    ['What are the risks?', 'risks'],
    ['Any objections or concerns?', 'risks'],
    ['What is their main pain point?', 'pains'],
    ['What was agreed?', 'decisions'],
    ['What are the next steps?', 'actionItems'],
    ['Can you give me a recap?', 'summary'],
    ['Which clinics are in the pilot?', 'general'],
    ['When did they talk about security?', 'general'],
    ['What did we offer to keep them?', 'offers'],
    ['What price did we offer?', 'offers'],
    ['Why does the customer want to cancel?', 'reasons'],
    ['What caused the outage?', 'reasons'],
    ['How did he react to the discount?', 'general'],
  ])('reads "%s" as %s', (question, type) => {
    expect(typeOf(question)).toBe(type);
  });

  it('takes a summary of a subject for a question about the subject', () => {
    expect(typeOf('Summarise what they said about the price')).toBe('money');
    expect(typeOf('Summarise the meeting')).toBe('summary');
  });
});
