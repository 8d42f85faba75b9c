import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { RowHandlers } from '../../../resource/record-table';
import { statusColumn } from '../../../resource/table-columns';
import { formatDate } from '../../../lib/dates';
import { ActionsMenu, modelMenuActions } from './model-actions-menu';
import { ModelColorSwatch } from './model-color-swatch';

export type ModelTableProps = RowHandlers<Model> & { models: readonly Model[] };

const shownName = (model: Model) => model.name?.trim() || M.noName;

const COLUMNS: Column<Model>[] = [
  {
    key: 'name',
    label: 'Nombre',
    className: 'font-medium text-slate-900',
    render: shownName,
  },
  {
    key: 'colors',
    label: 'Colores',
    render: (model) =>
      model.colors.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Colores de ${shownName(model)}`}>
          {model.colors.map((color) => (
            <li key={color.id}>
              <ModelColorSwatch color={color} />
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-500 italic">{M.noColors}</span>
      ),
  },
  statusColumn(),
  {
    key: 'createdAt',
    label: 'Fecha de Creación',
    className: 'whitespace-nowrap text-slate-700',
    render: (model) => formatDate(model.createdAt, M.noDate),
  },
];

/** Name, colour swatches, status badge, creation date and an actions menu (SPEC.md §2). */
export function ModelTable({ models, onView, onEdit, onDelete }: ModelTableProps) {
  return (
    <DataTable
      caption="Modelos"
      columns={COLUMNS}
      rows={models}
      actions={(model) => (
        <ActionsMenu
          label={`Acciones de ${shownName(model)}`}
          actions={modelMenuActions({
            onView: () => onView(model),
            onEdit: () => onEdit(model),
            onDelete: () => onDelete(model),
          })}
        />
      )}
    />
  );
}
