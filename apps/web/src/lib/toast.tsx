import { useSyncExternalStore } from 'react';
import type * as HotToastModule from 'react-hot-toast';

type HotToast = typeof HotToastModule;

/**
 * react-hot-toast (with goober, ~4.5 kB gzip) is loaded the first time a toast is shown, not
 * with the first screen (issue 16); once loaded, toasts are shown at once.
 */
let loaded: HotToast | undefined;
let loading: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();

/** Starts (or joins) the download of the toasts' code; a failed download is tried again later. */
export function loadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The toasts' module once some toast asked for it (the Toaster is mounted from then on). */
export function useLoadedToasts(): HotToast | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
  );
}

function withToast(show: (toast: HotToast['default']) => void) {
  if (loaded) show(loaded.default);
  // Without its code the toast cannot be shown; the next one tries the download again.
  else
    loadToasts().then(
      (module) => show(module.default),
      () => undefined,
    );
}

/** SPEC.md §8–9: toasts with the same id shown again within 2000 ms are suppressed. */
export const TOAST_DEDUP_MS = 2000;
const lastShown = new Map<string, number>();

function once(id: string | undefined, show: () => void) {
  if (id) {
    const now = Date.now();
    const last = lastShown.get(id);
    if (last !== undefined && now - last < TOAST_DEDUP_MS) return;
    lastShown.set(id, now);
  }
  show();
}

/** A button in a toast ('Deshacer'): it closes the toast and runs `run`. */
export type ToastAction = { label: string; run: () => void };

/** A toast's text, followed by its action's button when it has one. */
function withAction(
  toast: HotToast['default'],
  message: string,
  action: ToastAction | undefined,
): HotToastModule.ValueOrFunction<HotToastModule.Renderable, HotToastModule.Toast> {
  if (!action) return message;
  return (shown) => (
    <span className="flex items-center gap-3">
      <span>{message}</span>
      <button
        type="button"
        className="rounded px-2 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        onClick={() => {
          toast.dismiss(shown.id);
          action.run();
        }}
      >
        {action.label}
      </button>
    </span>
  );
}

export const notify = {
  /** A success; with `action`, its button stays offered for the toast's lifetime. */
  success: (message: string, id?: string, action?: ToastAction) =>
    once(id, () => withToast((toast) => toast.success(withAction(toast, message, action), { id }))),
  error: (message: string, id?: string) =>
    once(id, () => withToast((toast) => toast.error(message, { id }))),
  info: (message: string, id?: string) =>
    once(id, () => withToast((toast) => toast(message, { id }))),
};

/** Forget the dedup history (tests). */
export const resetToastDedup = () => lastShown.clear();
