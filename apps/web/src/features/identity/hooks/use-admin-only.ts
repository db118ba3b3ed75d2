import { adminOnlyMessage, type TAdminAction } from '@ting/contracts';
import { useCurrentIdentity } from './use-current-identity';

/**
 * Why the signed-in user may not do an admin-only action (`ADMIN_ONLY_ACTIONS`, the list the server
 * enforces): "Only your organization's admin can …" for a member, null for the admin or a null action.
 */
export const useAdminOnly = (): ((action: TAdminAction | null) => string | null) => {
  const { user } = useCurrentIdentity();
  return (action) => (action && !user.is_admin ? adminOnlyMessage({ action, whose: 'your' }) : null);
};
