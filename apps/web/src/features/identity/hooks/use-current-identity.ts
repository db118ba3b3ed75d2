import type { TIdentity } from '@ting/contracts';
import { useIdentityQuery } from '../api/use-identity-query';

/**
 * The signed-in identity, for components inside the app shell: the shell renders its pages only once the
 * identity has loaded, so a missing value here is a wiring bug.
 */
export const useCurrentIdentity = (): TIdentity => {
  const { data } = useIdentityQuery();
  if (!data) throw new Error('useCurrentIdentity used outside the signed-in app shell');
  return data;
};
