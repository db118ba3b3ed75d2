import { describe, expect, it } from 'vitest';
import { CUSTOMER, fillOne, SELLER } from './test-call';
import { PRODUCTS } from './test-fields';

describe('products the customer takes, not those it turns down', () => {
  it('leaves out an add-on declined in a reply or in so many words', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, 'The core platform, and the analytics add-on is included.'],
      [SELLER, 'The old proposal also had the SSO add-on. Do you still need SSO?'],
      [CUSTOMER, "No, we don't need SSO at this stage."],
      [SELLER, 'And premium support?'],
      [CUSTOMER, 'Take it out.'],
    ];
    expect(await fillOne(PRODUCTS, lines)).toBe('core_platform;analytics_addon');
  });

  it('takes the core product with an add-on bought on top of it', async () => {
    const lines: Array<[string, string]> = [
      [SELLER, "It's the Growth plan, and the QuickBooks sync is the analytics add-on."],
      [SELLER, 'Phone support is the premium support add-on, forty a month.'],
      [CUSTOMER, "Let's leave that out for now."],
    ];
    expect(await fillOne(PRODUCTS, lines)).toBe('core_platform;analytics_addon');
  });
});
