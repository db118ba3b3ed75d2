import { AppShell, Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useIdentityQuery } from '../../features/identity/api/use-identity-query';
import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard';
import { FullScreenLoader } from '../../ui/full-screen-loader';
import { NAV_BAR_HEIGHT_PX } from '../../ui/theme';
import { AppNavBar } from './app-nav-bar';
import { IdentityErrorView } from './identity-error-view';
import { IntegrationPrompts } from './integration-prompts';

/** The signed-in frame: navigation bar, then the page, or the onboarding wizard until the user has onboarded. */
export const AppLayout = () => {
  const identityQuery = useIdentityQuery();

  useEffect(() => {
    if (identityQuery.isError) {
      console.error('Signed in, but no organization data came back for this session', identityQuery.error);
    }
  }, [identityQuery.isError, identityQuery.error]);

  if (identityQuery.isPending) return <FullScreenLoader label="Loading your workspace" />;
  if (identityQuery.isError) {
    return (
      <IdentityErrorView isRetrying={identityQuery.isFetching} onRetry={() => void identityQuery.refetch()} />
    );
  }

  const identity = identityQuery.data;
  const { user } = identity;
  return (
    <AppShell header={{ height: NAV_BAR_HEIGHT_PX }} padding={0}>
      <AppShell.Header>
        <AppNavBar user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          {user.has_onboarded ? <Outlet /> : <OnboardingWizard />}
        </Suspense>
        <IntegrationPrompts identity={identity} />
      </AppShell.Main>
    </AppShell>
  );
};
