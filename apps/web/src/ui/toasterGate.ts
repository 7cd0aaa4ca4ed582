// The toaster (sonner) is not part of the first page load: it mounts when the browser is idle
// or when the first toast is asked for. Toasts asked for before it mounts wait here.
let mounted = false;
const pending: (() => void)[] = [];
let wantMount: (() => void) | null = null;

export function toasterMounted(): boolean {
  return mounted;
}

export function requestToaster(show: () => void): void {
  pending.push(show);
  wantMount?.();
}

/** Called by the host once the Toaster subscribed to toasts. */
export function markToasterMounted(): void {
  mounted = true;
  for (const show of pending.splice(0)) show();
}

/** The host registers how to mount the toaster on demand. */
export function onToasterRequested(mount: () => void): void {
  wantMount = mount;
  if (pending.length > 0) mount();
}
