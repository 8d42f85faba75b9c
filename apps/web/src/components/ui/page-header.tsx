import type { ReactNode } from 'react';

/** The heading every screen starts with; `actions` sit on its right (buttons, filters). */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {actions}
    </header>
  );
}
