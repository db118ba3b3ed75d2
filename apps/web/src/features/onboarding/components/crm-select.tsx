import { Select } from '@mantine/core';
import { CRM_OPTIONS, CRM_VALUES, type TCrm } from '@ting/contracts';

export type TCrmSelectProps = {
  value: TCrm;
  isDisabled: boolean;
  onChange: (crm: TCrm) => void;
};

/** The 'I use' dropdown of the select_crm step; one of the seven CRM values is always chosen. */
export const CrmSelect = ({ value, isDisabled, onChange }: TCrmSelectProps) => {
  const handleChange = (next: string | null) => {
    const crm = CRM_VALUES.find((value) => value === next);
    if (crm) onChange(crm);
  };
  return (
    <Select
      label="I use"
      data={CRM_OPTIONS}
      value={value}
      onChange={handleChange}
      allowDeselect={false}
      disabled={isDisabled}
      maw={320}
      // Unmount the closed dropdown: its listbox is labelled 'I use' too, which would make getByLabel('I use') ambiguous.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
};
