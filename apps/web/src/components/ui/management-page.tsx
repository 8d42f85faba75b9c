import type { ReactNode } from 'react';
import type { ManagementView } from '../../lib/management-state';
import { ViewSwitch } from './view-switch';

const SECTION = 'overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm';

/**
 * The frame of a management screen in the look of Gestión de Líneas: heading with the view
 * switch (records / 'Papelera') and the actions, then the filters and the list, or the trash.
 * `children` are the screen's dialogs.
 */
export function ManagementPage({
  title,
  listLabel,
  trashLabel,
  noun,
  view,
  onViewChange,
  actions,
  filters,
  list,
  trash,
  showViews = true,
  children,
}: {
  title: string;
  /** 'Listado de usuarios', 'Papelera de usuarios'. */
  listLabel: string;
  trashLabel: string;
  /** The records' view label: 'Usuarios'. */
  noun: string;
  view: ManagementView;
  onViewChange: (view: ManagementView) => void;
  actions?: ReactNode;
  filters: ReactNode;
  list: ReactNode;
  trash: ReactNode;
  showViews?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {showViews && (
            <ViewSwitch
              label="Vista"
              value={view}
              options={[
                { value: 'list', label: noun },
                { value: 'trash', label: 'Papelera' },
              ]}
              onChange={onViewChange}
            />
          )}
          {actions}
        </div>
      </header>
      {view === 'list' ? (
        <>
          {filters}
          <section aria-label={listLabel} className={SECTION}>
            {list}
          </section>
        </>
      ) : (
        <section aria-label={trashLabel} className={SECTION}>
          {trash}
        </section>
      )}
      {children}
    </div>
  );
}
