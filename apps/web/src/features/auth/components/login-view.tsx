import { Box, Group } from '@mantine/core';
import { BrandLogo } from '../../../ui/brand-logo';
import { useIsSandbox } from '../../app-config/api/use-app-config-query';
import { useSignIn } from '../hooks/use-auth-actions';
import { useReturningWelcome } from '../hooks/use-returning-welcome';
import { SignInCard } from './sign-in-card';
import { WelcomeModal } from './welcome-modal';

export const LoginView = () => {
  const isSandbox = useIsSandbox();
  const signIn = useSignIn();
  const { isWelcomeOpen, closeWelcome } = useReturningWelcome();
  const signInProps = { isSandbox, isSigningIn: signIn.isPending, onSignIn: () => void signIn.run() };
  return (
    <Box mih="100vh" bg="gray.0">
      <Group px="lg" h={84}>
        <BrandLogo />
      </Group>
      {/* One sign-in button at a time: the card appears once the modal is closed. */}
      {isWelcomeOpen ? (
        <WelcomeModal opened onClose={closeWelcome} {...signInProps} />
      ) : (
        <SignInCard {...signInProps} />
      )}
    </Box>
  );
};
