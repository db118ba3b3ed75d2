import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** `React.lazy` for a named export, so every page stays a named export and its own chunk. */
export const lazyPage = <TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): LazyExoticComponent<ComponentType> => lazy(async () => ({ default: (await load())[name] }));
