import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element the URL hash names, for example `#personalisation` after onboarding. */
export const useScrollToHash = (): void => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
};
