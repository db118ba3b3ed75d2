import type { TAnalyticsClientConfig } from '@ting/contracts';
import type { PostHog } from 'posthog-js';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppConfigQuery } from '../../features/app-config/api/use-app-config-query';
import { useSession } from '../session/use-session';
import { loadPostHog, whenIdle } from './load-posthog';

type TPostHogTrackerProps = { config: TAnalyticsClientConfig };

/** Identifies the session user and sends a page view after each route change, once posthog-js has loaded. */
const PostHogTracker = ({ config }: TPostHogTrackerProps) => {
  const { key, host } = config;
  const [posthog, setPosthog] = useState<PostHog | null>(null);
  const identifiedIdRef = useRef<string | null>(null);
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const userId = session?.user.id ?? null;
  const email = session?.user.email ?? null;
  const name = session?.user.name ?? null;

  useEffect(() => {
    let isCancelled = false;
    const cancelIdle = whenIdle(() => {
      loadPostHog({ key, host })
        .then((client) => {
          if (!isCancelled) setPosthog(client);
        })
        .catch((error: unknown) => console.warn('Analytics could not be loaded', error));
    });
    return () => {
      isCancelled = true;
      cancelIdle();
    };
  }, [key, host]);

  // Declared before the page view, so the first page view already belongs to the identified person.
  useEffect(() => {
    if (!posthog) return;
    if (userId) {
      // Spec section 7: the session user's id, then {email} (set on every identify) and {name} (set once).
      posthog.identify(userId, { email }, { name });
      identifiedIdRef.current = userId;
    } else if (identifiedIdRef.current) {
      // Signed out: the next person on this browser starts anonymous.
      posthog.reset();
      identifiedIdRef.current = null;
    }
  }, [posthog, userId, email, name]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change (path or query) is the trigger.
  useEffect(() => {
    posthog?.capture('$pageview');
  }, [posthog, pathname, search]);

  return null;
};

/**
 * Product analytics (spec section 7), inside the router. Without a key in the app config it renders nothing:
 * posthog-js is never imported and nothing is sent.
 */
export const AnalyticsTracker = () => {
  const config = useAppConfigQuery().data?.analytics;
  return config ? <PostHogTracker config={config} /> : null;
};
