import { Center, Loader } from '@mantine/core';

export type TFullScreenLoaderProps = {
  label?: string;
};

/** A centred spinner over the whole screen. */
export const FullScreenLoader = ({ label = 'Loading' }: TFullScreenLoaderProps) => (
  <Center pos="fixed" inset={0} role="status" aria-label={label} aria-live="polite">
    <Loader size="lg" />
  </Center>
);
