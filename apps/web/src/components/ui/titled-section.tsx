import { useId, type ReactNode } from 'react';

/** A part of a details view or a form, named by its `h3` title for screen readers. */
export function TitledSection({
  title,
  className = 'flex flex-col gap-2',
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
