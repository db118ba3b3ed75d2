import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page in its own chunk that can start downloading before it renders. */
export type TLazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the chunk (once); rendering the page later uses the same download. */
  preload: () => Promise<unknown>;
};

/** `React.lazy` for a named export, so every page stays a named export and its own chunk. */
export const lazyPage = <TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): TLazyPage => {
  let loading: Promise<Record<TName, ComponentType>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a deploy in between, a network blip) is tried again when the page renders.
      loading = null;
      throw error;
    });
    return loading;
  };
  const page = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(page, { preload: () => loadOnce().catch(() => undefined) });
};
