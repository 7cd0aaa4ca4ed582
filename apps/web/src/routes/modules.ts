import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { RouteHead } from '../app/head/routeHead';

/**
 * A public page's route module (`routes/<page>/route.ts`): its component, its loader (if it reads
 * data), its head, and whether it has form fields the server renders outside a deferred section.
 */
export interface PublicRouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  head: RouteHead;
  fields?: boolean;
}

const routeModules = import.meta.glob<PublicRouteModule>('./*/route.ts');

/** The whole route module of a public page, by its folder's name. */
export function routeModule(name: string): Promise<PublicRouteModule> {
  const load = routeModules[`./${name}/route.ts`];
  if (!load) throw new Error(`No route module ${name}`);
  return load();
}
