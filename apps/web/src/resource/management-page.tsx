import type { ReactNode } from 'react';
import type { ManagementView } from './management-state';
import { Button } from '../components/ui/button';
import { ExportCsvButton, type CsvExport } from '../components/ui/export-csv-button';
import { PlusIcon } from '../components/ui/icons';
import { ViewSwitch } from '../components/ui/view-switch';

const SECTION = 'overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm';

export type ManagementPageProps = {
  title: string;
  /** 'Listado de usuarios', 'Papelera de usuarios'. */
  listLabel: string;
  trashLabel: string;
  /** The records' view label: 'Usuarios'. */
  noun: string;
  view: ManagementView;
  onViewChange: (view: ManagementView) => void;
  /** 'Exportar CSV' first among the actions, with the list's filters as its query. */
  exportCsv?: CsvExport & { filePrefix: string };
  /** The screen's own buttons, between 'Exportar CSV' and the create button. */
  actions?: ReactNode;
  /** The primary button, last, with the plus icon: 'Agregar Cliente'. */
  create?: { label: string; onClick: () => void };
  filters: ReactNode;
  list: ReactNode;
  trash: ReactNode;
  showViews?: boolean;
  children?: ReactNode;
};

/**
 * The frame of a management screen in the look of Gestión de Líneas: heading with the view
 * switch (records / 'Papelera') and the actions ('Exportar CSV', the screen's own, the create
 * button), then the filters and the list, or the trash. `children` are the screen's dialogs.
 */
export function ManagementPage({
  title,
  listLabel,
  trashLabel,
  noun,
  view,
  onViewChange,
  exportCsv,
  actions,
  create,
  filters,
  list,
  trash,
  showViews = true,
  children,
}: ManagementPageProps) {
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
          {exportCsv && <ExportCsvButton {...exportCsv} />}
          {actions}
          {create && (
            <Button onClick={create.onClick} data-shortcut="new">
              <PlusIcon />
              {create.label}
            </Button>
          )}
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
