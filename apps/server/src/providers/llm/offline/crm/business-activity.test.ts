import { describe, expect, it } from 'vitest';
import { CUSTOMER, field, fillOne, SELLER } from './test-call';

const INDUSTRY = field({
  label: 'Industry',
  description: 'The type of business the company performs.',
  type: 'enumeration',
  propertyName: 'industry',
  options: [
    { value: 'BANKING', label: 'Banking' },
    { value: 'HOSPITAL_HEALTH_CARE', label: 'Hospital & Health Care' },
    { value: 'LOGISTICS_AND_SUPPLY_CHAIN', label: 'Logistics and Supply Chain' },
    { value: 'MACHINERY', label: 'Machinery' },
    { value: 'RETAIL', label: 'Retail' },
  ],
});

describe('industry from what the customer says it runs', () => {
  it('reads a retailer from its stores, counted by either side', async () => {
    const value = await fillOne(INDUSTRY, [
      [SELLER, 'The rota sync failed for people who work in three stores at once.'],
      [CUSTOMER, 'Rolling this out to sixty staff across our eight stores takes weeks.'],
    ]);
    expect(value).toBe('RETAIL');
  });

  it('reads a manufacturer from its plants', async () => {
    const value = await fillOne(INDUSTRY, [
      [CUSTOMER, 'Our plant in Leeds lost two days when the supplier missed a delivery.'],
      [SELLER, 'How do you track suppliers today?'],
      [CUSTOMER, 'Every plant keeps its own list, so nobody sees the whole picture.'],
    ]);
    expect(value).toBe('MACHINERY');
  });

  it("leaves the seller's own customers and a single mention out", async () => {
    const value = await fillOne(INDUSTRY, [
      [SELLER, 'We work with two hundred hospitals and our clinics customers love the reminders.'],
      [CUSTOMER, 'Our warehouse team would use it first.'],
    ]);
    expect(value).toBeNull();
  });

  it('proposes nothing when two kinds of business are said as often', async () => {
    const value = await fillOne(INDUSTRY, [
      [CUSTOMER, 'Our stores get their stock from our warehouses.'],
      [CUSTOMER, 'Each warehouse serves about ten of our stores.'],
    ]);
    expect(value).toBeNull();
  });
});
