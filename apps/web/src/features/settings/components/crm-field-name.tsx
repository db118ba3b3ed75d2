import { Text } from '@mantine/core';
import type { TField } from '@ting/contracts';
import { CRM_FIELDS_TEXTS } from '../crm-fields-texts';

/** The dimmed line under a field's name: its HubSpot description, when it has one. */
export const CrmFieldDescription = ({ description }: { description: string }) =>
  description ? (
    <Text size="xs" c="dimmed" fw={400} lineClamp={2} mt={4}>
      {description}
    </Text>
  ) : null;

/**
 * How often people approved this field's proposals unchanged when reviewing them ('8 of 10 accepted
 * unchanged'), so a team sees which prompts to trust; nothing before any decision.
 */
export const CrmFieldAcceptance = ({ acceptance }: { acceptance: TField['acceptance'] }) =>
  acceptance && acceptance.decided > 0 ? (
    <Text size="xs" c="dimmed" fw={400} mt={4} data-acceptance>
      {CRM_FIELDS_TEXTS.acceptance(acceptance.accepted_unchanged, acceptance.decided)}
    </Text>
  ) : null;
