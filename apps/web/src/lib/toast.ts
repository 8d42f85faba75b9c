import toast from 'react-hot-toast';

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

export const notify = {
  success: (message: string, id?: string) => once(id, () => toast.success(message, { id })),
  error: (message: string, id?: string) => once(id, () => toast.error(message, { id })),
  info: (message: string, id?: string) => once(id, () => toast(message, { id })),
};

/** Forget the dedup history (tests). */
export const resetToastDedup = () => lastShown.clear();
