import { MODEL_MESSAGES as M, parseModelDescription, type Model } from '@taller/shared';
import { DetailField } from '../../../resource/details-modal';
import { DescriptionDetail, NameDetail, StatusDetail } from '../../../resource/detail-fields';
import { formatDateTime } from '../../../lib/dates';
import { ModelColorSwatch, colorPairLabel } from './model-color-swatch';

const NA = M.notAvailable;
const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? NA : String(value);
const dateWithSeconds = (value: string | null | undefined) =>
  formatDateTime(value, { withSeconds: true, fallback: NA });

/** The 'Detalles del Modelo' tab: every field with its fallback (SPEC.md §2). */
export function ModelDetails({ model }: { model: Model }) {
  const features = parseModelDescription(model.description);
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <DetailField label="ID">{orNA(model.id)}</DetailField>
      <NameDetail name={orNA(model.name)} />
      <DescriptionDetail
        items={features}
        empty={<span className="text-slate-500 italic">{M.noDescription}</span>}
        spaced
      />
      <DetailField label="ID de Línea">{orNA(model.lineId ?? model.line?.id)}</DetailField>
      <DetailField label="Nombre de Línea">{orNA(model.line?.name)}</DetailField>
      <StatusDetail status={model.status} />
      <DetailField label="Creado por">{orNA(model.createdBy)}</DetailField>
      <DetailField label="Actualizado por">{orNA(model.updatedBy)}</DetailField>
      <DetailField label="Fecha de Creación">{dateWithSeconds(model.createdAt)}</DetailField>
      <DetailField label="Fecha de Actualización">{dateWithSeconds(model.updatedAt)}</DetailField>
      <DetailField label="Colores" wide>
        {model.colors?.length ? (
          <ul className="flex flex-col gap-2" aria-label="Colores del modelo">
            {model.colors.map((color) => (
              <li key={color.id} className="flex items-center gap-2">
                <ModelColorSwatch color={color} size="md" decorative />
                <span>{colorPairLabel(color)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500 italic">{M.noColors}</span>
        )}
      </DetailField>
    </dl>
  );
}
