import { withToaster } from './toasterGate';

// public-site.md §9: at most 20 toasts, bottom-right; default 4 s, success 3.5 s, error 4.5 s;
// the authentication (and admin property) flows use 2 s and 4 s; loading stays until replaced.
const DURATION = { default: 4000, success: 3500, error: 4500 } as const;
const AUTH_DURATION = { default: 4000, success: 2000, error: 4000 } as const;

type Durations = typeof DURATION | typeof AUTH_DURATION;
type ToastId = string | number;

let counter = 0;

function make(d: Durations) {
  return {
    message: (text: string) => withToaster((sonner) => sonner(text, { duration: d.default })),
    success: (text: string, id?: ToastId) => withToaster((sonner) => sonner.success(text, { id, duration: d.success })),
    error: (text: string, id?: ToastId) => withToaster((sonner) => sonner.error(text, { id, duration: d.error })),
    /** Returns the id to replace this toast with success or error later. */
    loading: (text: string): ToastId => {
      const id = `t${++counter}`;
      withToaster((sonner) => sonner.loading(text, { id, duration: Infinity }));
      return id;
    },
    dismiss: (id?: ToastId) => withToaster((sonner) => sonner.dismiss(id)),
  };
}

/** The one toast helper of the app. */
export const toast = make(DURATION);
/** Same helper with the authentication layer's shorter durations. */
export const authToast = make(AUTH_DURATION);

export const TOAST_DEFAULT_DURATION = DURATION.default;
