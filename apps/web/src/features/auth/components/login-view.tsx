import { Box, Group } from '@mantine/core';
import { BrandLogo } from '../../../ui/brand-logo';
import { useIsSandbox } from '../../app-config/api/use-app-config-query';
import { useSignIn } from '../hooks/use-auth-actions';
import { WelcomeModal } from './welcome-modal';

export const LoginView = () => {
  const isSandbox = useIsSandbox();
  const signIn = useSignIn();
  return (
    <Box mih="100vh" bg="gray.0">
      <Group px="lg" h={84}>
        <BrandLogo />
      </Group>
      <WelcomeModal isSandbox={isSandbox} isSigningIn={signIn.isPending} onSignIn={() => void signIn.run()} />
    </Box>
  );
};
