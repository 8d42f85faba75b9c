import type { ReactNode } from 'react';

/** A billing screen's heading with its actions on the right (as ManagementPage's). */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </header>
  );
}
