import { SegmentedControl } from '@mantine/core';
import { MEETING_LIST_SCOPE_LABELS, MEETING_LIST_SCOPES, type TMeetingListScope } from '@ting/contracts';

export type TMeetingScopeFilterProps = {
  value: TMeetingListScope;
  onChange: (scope: TMeetingListScope) => void;
};

const isScope = (value: string): value is TMeetingListScope =>
  (MEETING_LIST_SCOPES as readonly string[]).includes(value);

/** 'My meetings' or 'Team': the caller's own meetings, or every one they may read. */
export const MeetingScopeFilter = ({ value, onChange }: TMeetingScopeFilterProps) => (
  <SegmentedControl
    aria-label="Whose meetings"
    value={value}
    onChange={(next) => {
      if (isScope(next)) onChange(next);
    }}
    data={MEETING_LIST_SCOPES.map((scope) => ({ value: scope, label: MEETING_LIST_SCOPE_LABELS[scope] }))}
  />
);
