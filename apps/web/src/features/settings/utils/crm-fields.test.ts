import type { TField } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { buildField } from '../../../test/field-fixtures';
import { filterFieldsBySearch, sortObjectFields, sortPropertyFields } from './crm-fields';

const labelsAndObjects = (fields: TField[]) => fields.map(({ label, hs_object }) => `${label}/${hs_object}`);

describe('crm fields ordering and search', () => {
  it('sorts objects by label, ignoring case', () => {
    const sorted = sortObjectFields([
      buildField({ id: 'd', label: 'Deal', hs_object: 'deal' }),
      buildField({ id: 'c', label: 'company', hs_object: 'company' }),
      buildField({ id: 'p', label: 'Contact', hs_object: 'contact' }),
    ]);
    expect(sorted.map(({ label }) => label)).toEqual(['company', 'Contact', 'Deal']);
  });

  it('sorts properties by label, then by object when labels are equal', () => {
    const sorted = sortPropertyFields([
      buildField({ id: '1', label: 'Phone', hs_object: 'contact' }),
      buildField({ id: '2', label: 'Next step', hs_object: 'deal' }),
      buildField({ id: '3', label: 'Phone', hs_object: 'company' }),
      buildField({ id: '4', label: 'Amount', hs_object: 'deal' }),
    ]);
    expect(labelsAndObjects(sorted)).toEqual([
      'Amount/deal',
      'Next step/deal',
      'Phone/company',
      'Phone/contact',
    ]);
  });

  it('finds properties by label or object type, ignoring case and surrounding spaces', () => {
    const fields = [
      buildField({ id: '1', label: 'Deal stage', hs_object: 'deal' }),
      buildField({ id: '2', label: 'Industry', hs_object: 'company' }),
      buildField({ id: '3', label: 'Amount', hs_object: 'deal' }),
    ];
    expect(labelsAndObjects(filterFieldsBySearch({ fields, search: ' INDUS ' }))).toEqual([
      'Industry/company',
    ]);
    expect(labelsAndObjects(filterFieldsBySearch({ fields, search: 'deal' }))).toEqual([
      'Deal stage/deal',
      'Amount/deal',
    ]);
    expect(filterFieldsBySearch({ fields, search: '' })).toHaveLength(3);
    expect(filterFieldsBySearch({ fields, search: 'ticket' })).toEqual([]);
  });
});
