import { EMPTY_MODEL_FILTERS, MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Deferred, lazyNamed } from '../../../components/ui/deferred';
import { DeleteDialog } from '../../../resource/record-dialogs';
import { PlusIcon } from '../../../components/ui/icons';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { useManagementState } from '../../../resource/management-state';
import { lineQueryOptions } from '../../lines';
import { useDeleteModel } from '../api/delete-model';
import { useModels } from '../api/get-models';
import { ModelDetailsModal } from '../components/model-details-modal';
import { ModelFilterBar } from '../components/model-filter-bar';
import { ModelList } from '../components/model-list';
import { ModelTrash } from '../components/model-trash';

export const LINES_PATH = '/director/dashboard/lines';

const VIEWS = [
  { value: 'list', label: 'Modelos' },
  { value: 'trash', label: 'Papelera' },
] as const;

const ModelFormModals = lazyNamed(
  () => import('../components/model-form-modals'),
  'ModelFormModals',
);

/** The route's lineId as a positive whole number, or null. */
export const parseLineId = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** 'Modelos de la Línea {name}', or 'Cargando modelos...' while the line or its models load. */
function useTitle(lineId: number | null) {
  const line = useQuery({ ...lineQueryOptions(lineId ?? 0), enabled: lineId !== null });
  const models = useModels(lineId);
  const name = line.data?.name ?? models.data?.[0]?.line?.name;
  if (name) return M.title(name);
  return line.isPending || models.isPending ? M.loadingTitle : M.title('').trim();
}

// Hand-written, not ResourcePage: a line's whole list of models, filtered and paged in the browser,
// as cards or a table, under its line (resource/README.md).
/** The models of one line (SPEC.md §2), at /director/dashboard/models/{lineId}. */
export function ModelsPage() {
  const lineId = parseLineId(useParams().lineId);
  const title = useTitle(lineId);
  const screen = useManagementState<Model, typeof EMPTY_MODEL_FILTERS>(EMPTY_MODEL_FILTERS);
  const { list, dialog } = screen;
  const remove = useDeleteModel();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <div>
        <Link
          to={LINES_PATH}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-blue-700 hover:text-blue-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <span aria-hidden="true">←</span> Volver a Líneas
        </Link>
      </div>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {lineId !== null && (
          <div className="flex flex-wrap items-center gap-3">
            <ViewSwitch
              label="Vista"
              value={screen.view}
              options={VIEWS}
              onChange={screen.setView}
            />
            <Button onClick={dialog.create} data-shortcut="new">
              <PlusIcon />
              Agregar Modelo
            </Button>
          </div>
        )}
      </header>

      {lineId === null ? (
        <p role="alert" className="text-red-700">
          {M.loadError(M.lineInvalid)}
        </p>
      ) : screen.view === 'list' ? (
        <>
          <ModelFilterBar {...screen.filterBar} />
          <section
            aria-label="Listado de modelos"
            className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <ModelList
              lineId={lineId}
              filters={list.filters}
              page={list.page}
              onPageChange={list.setPage}
              {...dialog.rowActions}
            />
          </section>
        </>
      ) : (
        <section
          aria-label="Papelera de modelos"
          className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <ModelTrash lineId={lineId} />
        </section>
      )}

      <Deferred when={lineId !== null && (screen.createModal.isOpen || dialog.record('edit'))}>
        <ModelFormModals lineId={lineId!} modals={screen.formModals} />
      </Deferred>
      <ModelDetailsModal record={dialog.record('details')} onClose={dialog.close} />
      <DeleteDialog
        {...screen.deleteDialog}
        title={M.deleteTitle}
        message={(model) => M.deleteConfirm(model.name)}
        remove={remove}
      />
    </div>
  );
}
