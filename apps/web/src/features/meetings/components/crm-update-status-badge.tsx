import { Badge } from '@mantine/core';
import type { TCrmWriteStatus } from '@ting/contracts';
import { CRM_UPDATE_STATUS_BADGES } from '../crm-updates-texts';

/** Where a HubSpot write stands, as a coloured badge: Written, Needs review, Queued, Failed, Rejected, Kept. */
export const CrmUpdateStatusBadge = ({ status }: { status: TCrmWriteStatus }) => {
  const { label, color } = CRM_UPDATE_STATUS_BADGES[status];
  return (
    <Badge color={color} variant="light" size="sm" data-crm-status={status} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
};
