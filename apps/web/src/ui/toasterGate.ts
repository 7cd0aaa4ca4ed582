import type { toast as sonnerToast } from 'sonner';

/** sonner's toast function, handed over by the lazily loaded toaster once it listens. */
export type ToastApi = typeof sonnerToast;

// The toaster (sonner) is not part of the first page load: it mounts when the first toast is
// asked for, and brings sonner's code with it. Toasts asked for meanwhile wait here.
let api: ToastApi | null = null;
const pending: ((toast: ToastApi) => void)[] = [];
let wantMount: (() => void) | null = null;

/** Runs `show` with sonner's API now if the toaster is on the page, else as soon as it mounts. */
export function withToaster(show: (toast: ToastApi) => void): void {
  if (api) {
    show(api);
    return;
  }
  pending.push(show);
  wantMount?.();
}

/** Called by the toaster once it has subscribed to toasts. */
export function markToasterMounted(toast: ToastApi): void {
  api = toast;
  for (const show of pending.splice(0)) show(toast);
}

/** The host registers how to mount the toaster on demand. */
export function onToasterRequested(mount: () => void): void {
  wantMount = mount;
  if (pending.length > 0) mount();
}
