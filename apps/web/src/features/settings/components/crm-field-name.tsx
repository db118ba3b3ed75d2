import { Text } from '@mantine/core';

/** The dimmed line under a field's name: its HubSpot description, when it has one. */
export const CrmFieldDescription = ({ description }: { description: string }) =>
  description ? (
    <Text size="xs" c="dimmed" fw={400} lineClamp={2} mt={4}>
      {description}
    </Text>
  ) : null;
