import { describe, expect, it } from 'vitest';
import { field, fillOne } from './test-call';

const PRODUCTS = field({
  label: 'Products of Interest',
  description: 'Which of our products the customer wants to buy.',
  type: 'enumeration',
  fieldType: 'checkbox',
  options: [
    { value: 'base', label: 'Base plan' },
    { value: 'reporting', label: 'Reporting module' },
    { value: 'phone', label: 'Phone support' },
    { value: 'api', label: 'API' },
  ],
});

describe('a checkbox of products named anywhere in the call', () => {
  it('takes every many-word option the call states, wherever it is said', async () => {
    expect(
      await fillOne(PRODUCTS, [
        'So the quote covers twelve users on the base plan, with the reporting module on top.',
        'Good. And phone support is included?',
        'It is not, that is a separate line.',
      ]),
    ).toBe('base;reporting');
  });

  it('leaves out an option said in a negation or a question, and a one-word label said in passing', async () => {
    expect(
      await fillOne(PRODUCTS, [
        'We can connect it through the API if you ever need that.',
        "We don't need the reporting module. Do you offer phone support?",
      ]),
    ).toBeNull();
  });
});
