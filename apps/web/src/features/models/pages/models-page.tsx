import {
  EMPTY_MODEL_FILTERS,
  MODEL_MESSAGES as M,
  type Model,
  type ModelFilters,
} from '@taller/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { lineQueryOptions } from '../../lines';
import { useModels } from '../api/get-models';
import { DeleteModelDialog } from '../components/delete-model-dialog';
import { ModelDetailsModal } from '../components/model-details-modal';
import { ModelFilterBar } from '../components/model-filter-bar';
import { CreateModelModal, EditModelModal } from '../components/model-form-modals';
import { ModelList } from '../components/model-list';
import { ModelTrash } from '../components/model-trash';

export const LINES_PATH = '/director/dashboard/lines';

type View = 'models' | 'trash';
type Dialog = { kind: 'create' } | { kind: 'details' | 'edit' | 'delete'; model: Model } | null;

const VIEWS = [
  { value: 'models', label: 'Modelos' },
  { value: 'trash', label: 'Papelera' },
] as const;

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

/** The models of one line (SPEC.md §2), at /director/dashboard/models/{lineId}. */
export function ModelsPage() {
  const lineId = parseLineId(useParams().lineId);
  const title = useTitle(lineId);
  const [view, setView] = useState<View>('models');
  const [filters, setFilters] = useState<ModelFilters>(EMPTY_MODEL_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const modelFor = (kind: 'details' | 'edit' | 'delete') =>
    dialog && dialog.kind === kind ? dialog.model : null;

  const changeFilters = (next: ModelFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
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
            <ViewSwitch label="Vista" value={view} options={VIEWS} onChange={setView} />
            <Button onClick={() => setDialog({ kind: 'create' })}>
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
      ) : view === 'models' ? (
        <>
          <ModelFilterBar
            filters={filters}
            onChange={changeFilters}
            onClear={() => changeFilters(EMPTY_MODEL_FILTERS)}
          />
          <section
            aria-label="Listado de modelos"
            className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <ModelList
              lineId={lineId}
              filters={filters}
              page={page}
              onPageChange={setPage}
              onView={(model) => setDialog({ kind: 'details', model })}
              onEdit={(model) => setDialog({ kind: 'edit', model })}
              onDelete={(model) => setDialog({ kind: 'delete', model })}
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

      {lineId !== null && (
        <CreateModelModal
          lineId={lineId}
          isOpen={dialog?.kind === 'create'}
          onClose={close}
          onCreated={() => {
            setView('models');
            setPage(1);
          }}
        />
      )}
      <EditModelModal model={modelFor('edit')} onClose={close} />
      <ModelDetailsModal model={modelFor('details')} onClose={close} />
      <DeleteModelDialog model={modelFor('delete')} onClose={close} />
    </div>
  );
}
