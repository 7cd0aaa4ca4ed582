import type { ServerSaveState } from './useServerDraft';

const TEXTS: Record<Exclude<ServerSaveState, 'none'>, string> = {
  saving: 'Saving your progress…',
  saved: 'Your progress is saved. Continue on any device from the link we e-mailed you.',
  failed: 'Your progress could not be saved online just now. It stays in this tab; we will try again at the next step.',
};

/** Where the server's copy stands, announced politely (issue 34 item 3). */
export function ServerSaveNote({ state, linkSent }: { state: ServerSaveState; linkSent: boolean }) {
  const text =
    state === 'saved' && linkSent
      ? 'Your progress is saved. We e-mailed you a link to continue on any device.'
      : state === 'none'
        ? ''
        : TEXTS[state];
  return (
    <p role="status" className={`min-h-5 text-sm ${state === 'failed' ? 'text-amber-900' : 'text-slate-700'}`}>
      {text}
    </p>
  );
}
