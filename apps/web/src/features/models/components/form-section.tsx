import { useId, type ReactNode } from 'react';

/** One titled part of the model form ('Información Básica', 'Características'…). */
export function FormSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
