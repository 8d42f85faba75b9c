import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A named export loaded on first use: a screen's forms (zod, react-hook-form, the media
 * manager) stay out of the list's first load and arrive when a form is opened.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
type AnyComponent = ComponentType<any>;

export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as Extract<M[K], AnyComponent> }));
}

/** Renders `children` (a lazily loaded dialog) only while `when` holds. */
export function Deferred({ when, children }: { when: unknown; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
