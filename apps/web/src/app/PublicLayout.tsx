import { Outlet, ScrollRestoration } from 'react-router';
import { ChatLauncher } from '../features/chatbot/ChatLauncher';
import { DocumentHead } from './head/DocumentHead';
import { NavigationProgress } from './NavigationProgress';
import { Header } from './Header';
import { hydrateWhenVisible } from '../lib/hydration/hydrateWhenVisible';

/** Below the fold on every page: its code comes when it nears the screen or the visitor acts (ADR 0029). */
const Footer = hydrateWhenVisible(() => import('./Footer').then((m) => m.Footer), { afterLoad: true });

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <DocumentHead />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
