import { MODEL_MESSAGES as M, type Model } from '@taller/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { ActionsMenu, modelMenuActions } from './model-actions-menu';
import { ModelColorSwatch } from './model-color-swatch';

export type ModelTableProps = {
  models: readonly Model[];
  onView: (model: Model) => void;
  onEdit: (model: Model) => void;
  onDelete: (model: Model) => void;
};

const shownName = (model: Model) => model.name?.trim() || M.noName;

/** Name, colour swatches, status badge, creation date and an actions menu (SPEC.md §2). */
export function ModelTable({ models, onView, onEdit, onDelete }: ModelTableProps) {
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">Modelos</caption>
      <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            Nombre
          </th>
          <th scope="col" className="px-4 py-3">
            Colores
          </th>
          <th scope="col" className="px-4 py-3">
            Estado
          </th>
          <th scope="col" className="px-4 py-3">
            Fecha de Creación
          </th>
          <th scope="col" className="px-4 py-3 text-right">
            Acciones
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {models.map((model) => (
          <tr key={model.id} className="hover:bg-slate-50">
            <td className="px-4 py-3 font-medium text-slate-900">{shownName(model)}</td>
            <td className="px-4 py-3">
              {model.colors.length > 0 ? (
                <ul
                  className="flex flex-wrap gap-1.5"
                  aria-label={`Colores de ${shownName(model)}`}
                >
                  {model.colors.map((color) => (
                    <li key={color.id}>
                      <ModelColorSwatch color={color} />
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-500 italic">{M.noColors}</span>
              )}
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={model.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">
              {formatDate(model.createdAt, M.noDate)}
            </td>
            <td className="px-4 py-3 text-right">
              <ActionsMenu
                label={`Acciones de ${shownName(model)}`}
                actions={modelMenuActions({
                  onView: () => onView(model),
                  onEdit: () => onEdit(model),
                  onDelete: () => onDelete(model),
                })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
