import type { ComponentType } from 'react';

/** Adapts a page module with a default export to React Router's `lazy` route field. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
