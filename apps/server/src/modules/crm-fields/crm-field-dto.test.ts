import { describe, expect, it } from 'vitest';
import { defaultPropertyPrompt } from './crm-field-dto';

type PromptInput = Parameters<typeof defaultPropertyPrompt>[0];

const property = (overrides: Partial<PromptInput>): PromptInput => ({
  name: 'custom_field',
  label: 'Renewal Date',
  description: '',
  type: 'string',
  ...overrides,
});

describe("a property's first prompt", () => {
  it('is its HubSpot description when that says what belongs in it', () => {
    expect(defaultPropertyPrompt(property({ description: 'The problems the customer wants solved.' }))).toBe(
      'The problems the customer wants solved.',
    );
  });

  it('is built from the label and type when the description is an internal note of HubSpot', () => {
    for (const description of [
      'Date the deal was closed. Set automatically by HubSpot.',
      'Calculated from the line items.',
      'Internal use only',
      'This property is used by HubSpot to sort records.',
    ]) {
      expect(defaultPropertyPrompt(property({ description, type: 'datetime' }))).toBe(
        'The Renewal Date as agreed in the meeting, as a date; leave it empty unless a date was said.',
      );
    }
    expect(
      defaultPropertyPrompt(property({ label: 'Seats', type: 'number', description: 'Set automatically' })),
    ).toBe('The Seats as stated in the meeting, as a number; leave it empty unless a figure was given.');
    expect(defaultPropertyPrompt(property({ label: 'Tier', type: 'enumeration' }))).toBe(
      'The Tier option that fits what was said in the meeting; leave it empty unless it is clear.',
    );
    expect(defaultPropertyPrompt(property({ label: 'Notes', type: 'string' }))).toBe(
      'Fill in Notes from what was said in the meeting.',
    );
  });

  it("is Ting's own for a recommended deal property, whatever HubSpot says", () => {
    expect(
      defaultPropertyPrompt(
        property({
          name: 'closedate',
          label: 'Close Date',
          description: 'Set automatically by HubSpot.',
          objectType: 'deal',
        }),
      ),
    ).toMatch(/^The date the buyer expects to sign or decide/);
    // The same name on another object is not the deal's.
    expect(defaultPropertyPrompt(property({ name: 'amount', label: 'Amount', objectType: 'contact' }))).toBe(
      'Fill in Amount from what was said in the meeting.',
    );
  });
});
