import { browser } from '../../../lib/browser';
import {
  type TAuthorizableIntegration,
  useAuthorizeIntegrationMutation,
} from '../api/use-authorize-integration-mutation';

export type TStartAuthorization = {
  /** The integration whose authorisation is starting; it stays set while the browser leaves for the provider. */
  pendingIntegration: TAuthorizableIntegration | null;
  start: (integration: TAuthorizableIntegration) => Promise<void>;
};

/**
 * Sends the browser to an integration's OAuth consent page. A failed call has already shown the HTTP client's
 * toast; it is logged and the button becomes usable again.
 */
export const useStartAuthorization = (): TStartAuthorization => {
  const authorize = useAuthorizeIntegrationMutation();

  const start = async (integration: TAuthorizableIntegration) => {
    if (authorize.isPending || authorize.isSuccess) return;
    try {
      // Back to this page once connected (settings, a meeting's CRM tab…), not the home page.
      const { pathname, search, hash } = window.location;
      browser.assign(await authorize.mutateAsync({ integration, returnTo: `${pathname}${search}${hash}` }));
    } catch (error) {
      console.error(`Could not start the ${integration} authorisation`, error);
    }
  };

  const isLeaving = authorize.isPending || authorize.isSuccess;
  return { pendingIntegration: isLeaving ? (authorize.variables?.integration ?? null) : null, start };
};
