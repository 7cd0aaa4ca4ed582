import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../ui/Button';

/** Last-resort boundary: a crashed page or a failed chunk load shows this instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? 'A new version of the site is available.'
      : 'Something went wrong on this page.';
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
      <p className="text-slate-700">Please reload the page. If the problem continues, contact us.</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses('outline')} reloadDocument>
          Go to Home
        </Link>
      </div>
    </main>
  );
}
