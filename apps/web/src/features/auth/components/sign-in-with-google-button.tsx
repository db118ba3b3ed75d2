import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';

export type TSignInWithGoogleButtonProps = {
  isSigningIn: boolean;
  onSignIn: () => void;
};

/** The one way into Ting (spec section 2: 'Sign in with Google'), shared by the card and the modal. */
export const SignInWithGoogleButton = ({ isSigningIn, onSignIn }: TSignInWithGoogleButtonProps) => (
  <Button
    size="md"
    leftSection={<IconBrandGoogle size={18} aria-hidden />}
    onClick={onSignIn}
    disabled={isSigningIn}
    fullWidth
  >
    Sign in with Google
  </Button>
);
