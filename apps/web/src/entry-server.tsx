import type { PublicData } from '@rentfront/shared/public-data';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { headHtml, safeJsonText } from './app/head/headHtml';
import { HYDRATION_DATA_ID } from './app/hydrationData';
import { preloadDeferredSections } from './lib/hydration/hydrateWhenVisible';
import { tagsForMatches } from './app/head/matchHead';
import type { SiteLoaderData } from './app/siteLoader';
import { Providers } from './app/providers';
import { PUBLIC_ROUTE_ID } from './page-data/routeIds';
import { statusOf } from './page-data/loaded';
import type { PublicDataContext } from './page-data/publicData';
import type { PublicRouteHandle } from './app/head/routeHead';
import { createPublicRoutes } from './routes';

/** main.tsx carries typed text over hydration with this module: listed, on pages with fields, for preload. */
const TYPED_VALUES_MODULE = 'src/lib/hydration/typedBeforeHydration.ts';

/** A page ready to stream: everything the server writes around React's HTML. */
export interface RenderedPage {
  status: number;
  /** The page's <title>, description, canonical, Open Graph and JSON-LD, as HTML. */
  head: string;
  /**
   * Source paths (keys of the client build's manifest) of the modules the browser loads before it
   * hydrates: the matched pages' and, on a page with form fields, the typed-values helper.
   */
  modules: string[];
  /** The loaders' answers for hydration (a JSON data block), empty when the browser must render afresh. */
  hydrationHtml: string;
  /** Streams the page's HTML into `destination` (React's pipe); call once. */
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
  abort: () => void;
}

export interface RenderOptions {
  /** Called with any error React meets while rendering (logged by the server without user data). */
  onError: (error: unknown) => void;
}

export interface Renderer {
  /** Renders a public page; a Response when a loader redirected (none does today). */
  render(request: Request, options: RenderOptions): Promise<RenderedPage | Response>;
}

function statusFor(context: StaticHandlerContext): number {
  if (context.errors) return context.statusCode >= 400 ? context.statusCode : 500;
  const notFoundRoute = context.matches.some((m) => m.route.path === '*');
  const loaders = statusOf(Object.values(context.loaderData));
  return Math.max(notFoundRoute ? 404 : 200, loaders, context.statusCode);
}

/**
 * The public site on the server (issue 17): React Router's static handler runs the same loaders
 * as the browser, reading through `data` (the server's services, in-process), then React streams
 * the page. Admin and sign-in pages are not here: they stay client-rendered.
 */
export function createRenderer(data: PublicData): Renderer {
  const requestContext: PublicDataContext = { publicData: data };
  const handler = createStaticHandler(createPublicRoutes());
  return {
    async render(request, options) {
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) return context;
      // The matched pages' modules are loaded now; so must be the sections they hydrate later.
      await preloadDeferredSections();
      const root = context.loaderData[PUBLIC_ROUTE_ID] as SiteLoaderData | undefined;
      const tags = await tagsForMatches(
        context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id], params: m.params })),
        { site: root?.site.data, origin: root?.origin ?? new URL(request.url).origin },
      );
      const handles = context.matches.map((m) => m.route.handle as PublicRouteHandle | undefined).filter((h) => !!h);
      const modules = handles.map((h) => h.module);
      // Loaded already: the route's loader ran.
      const routeModules = await Promise.all(handles.map((h) => h.route()));
      if (routeModules.some((m) => m.fields)) modules.push(TYPED_VALUES_MODULE);
      // A thrown loader error would need its own serialization; the browser starts afresh instead.
      const hydrationHtml = context.errors
        ? ''
        : `<script type="application/json" id="${HYDRATION_DATA_ID}">${safeJsonText(
            JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData }),
          )}</script>`;
      const router = createStaticRouter(handler.dataRoutes, context);
      const app: ReactNode = (
        <StrictMode>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>
      );
      const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
        const s = renderToPipeableStream(app, {
          onShellReady: () => resolve(s),
          // Every Suspense boundary inline, in place: past this many bytes React moves a finished
          // boundary to the end of the page with an inline script to swap it in, which the CSP
          // refuses. The page is sent whole anyway (apps/server/src/pages/render-page.ts).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellError: reject,
          onError: options.onError,
        });
      });
      return {
        status: statusFor(context),
        head: tags ? headHtml(tags) : '',
        modules,
        hydrationHtml,
        pipe: (destination) => stream.pipe(destination),
        abort: () => stream.abort(),
      };
    },
  };
}
