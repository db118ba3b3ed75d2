import { Loader, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import type { TCrmUpdate, TField } from '@ting/contracts';
import { useFieldsQuery } from '../../settings/api/use-fields-query';
import { CRM_UPDATES_TEXTS } from '../crm-updates-texts';

const BOOL_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

type TValueControlProps = {
  field: TField | undefined;
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** The control a value of this HubSpot type needs: its options for enumerations and booleans, text otherwise. */
const ValueControl = ({ field, label, value, onChange }: TValueControlProps) => {
  const options = field?.options.map(({ label: optionLabel, value: optionValue }) => ({
    label: optionLabel,
    value: optionValue,
  }));
  const common = { label, size: 'sm' as const, autoFocus: true, comboboxProps: { withinPortal: false } };
  if (field?.type === 'enumeration' && options && options.length > 0) {
    // HubSpot keeps a multiple choice ('checkbox' field) as its values joined by semicolons.
    return field.field_type === 'checkbox' ? (
      <MultiSelect
        {...common}
        data={options}
        value={value.split(';').filter(Boolean)}
        onChange={(values) => onChange(values.join(';'))}
        searchable
      />
    ) : (
      <Select
        {...common}
        data={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        allowDeselect={false}
        searchable
      />
    );
  }
  if (field?.type === 'bool') {
    return (
      <Select
        {...common}
        data={options && options.length > 0 ? options : BOOL_OPTIONS}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        allowDeselect={false}
      />
    );
  }
  if (field?.type === 'number' || field?.type === 'date' || field?.type === 'datetime') {
    return (
      <TextInput
        label={label}
        size="sm"
        autoFocus
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <Textarea
      label={label}
      size="sm"
      autoFocus
      autosize
      minRows={2}
      maxRows={8}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
};

export type TCrmUpdateValueInputProps = {
  update: TCrmUpdate;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The edited value of a proposed property update, as HubSpot stores it. The update names only the property,
 * so its type and options come from the imported fields (text when the property is not among them).
 */
export const CrmUpdateValueInput = ({ update, value, onChange }: TCrmUpdateValueInputProps) => {
  const fields = useFieldsQuery({ isEnabled: true });
  if (fields.isPending) return <Loader size="xs" aria-label="Loading the property’s options" />;
  const field = fields.data?.properties.find(
    ({ hs_object, name }) => hs_object === update.record_type && name === update.property,
  );
  return (
    <ValueControl
      field={field}
      label={CRM_UPDATES_TEXTS.valueLabel(update.property_label ?? update.property ?? '')}
      value={value}
      onChange={onChange}
    />
  );
};
