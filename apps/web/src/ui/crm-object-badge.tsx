import { Badge, type BadgeProps } from '@mantine/core';
import { CRM_OBJECT_COLORS, CRM_OBJECT_LABELS, type TCrmObjectType } from '@ting/contracts';

export type TCrmObjectBadgeProps = {
  type: TCrmObjectType;
  size?: BadgeProps['size'];
};

/** A HubSpot record kind in its spec colour (section 3): contact blue, company green, deal orange. */
export const CrmObjectBadge = ({ type, size = 'sm' }: TCrmObjectBadgeProps) => (
  <Badge color={CRM_OBJECT_COLORS[type]} variant="light" size={size} data-crm-object={type}>
    {CRM_OBJECT_LABELS[type]}
  </Badge>
);
