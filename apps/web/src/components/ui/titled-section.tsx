import { useId, type ReactNode } from 'react';

/**
 * A part of a details view or a form, named by its title for screen readers: an `h3` under a
 * dialog's title, an `h2` (`level`) right under a page's `h1`.
 */
export function TitledSection({
  title,
  level = 3,
  className = 'flex flex-col gap-2',
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className="text-base font-semibold text-slate-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
