import {
  CUT_PLAN_TEXTS as T,
  formatDecimal,
  type CutLay,
  type CutPlanMaterial,
} from '@taller/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';

export const metres = (value: number) => `${formatDecimal(value)} m`;
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .filter(([, n]) => n > 0)
    .map(([size, n]) => `${size}: ${n}`)
    .join(' · ') || '—';

type Row = CutLay & { id: number };

const COLUMNS: Column<Row>[] = [
  { key: 'lay', label: T.lay, card: 'title', render: (l) => `${T.lay} ${l.id}` },
  {
    key: 'ratio',
    label: T.marker,
    render: (l) => (
      <span className="flex flex-wrap gap-1">
        {Object.entries(l.ratio).map(([size, n]) => (
          <span
            key={size}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-800"
          >
            {`${size} ×${n}`}
          </span>
        ))}
      </span>
    ),
  },
  { key: 'plies', label: T.plies, className: 'text-right', render: (l) => l.plies },
  {
    key: 'markerLength',
    label: T.markerLength,
    className: 'whitespace-nowrap text-right',
    render: (l) => metres(l.markerLength),
  },
  {
    key: 'metres',
    label: T.metres,
    className: 'whitespace-nowrap text-right',
    render: (l) => metres(l.metres),
  },
];

/** One cloth of a plan: what it cuts, its lays, its metres against its stock. */
function MaterialPlan({ material }: { material: CutPlanMaterial }) {
  const m = material.material;
  const isShort = material.shortfall > 0;
  const saved = material.naive.metres - material.metres;
  return (
    <section
      aria-label={`${m.code} ${m.name}`}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3">
        {m.color && (
          <span
            aria-hidden
            className="h-4 w-4 rounded-full border border-slate-300"
            style={{ backgroundColor: m.color }}
          />
        )}
        <h3 className="font-semibold text-slate-900">{`${m.code} · ${m.name}`}</h3>
        <span className="text-sm text-slate-600">{`${T.pieces}: ${counts(material.pieces)}`}</span>
        {Object.values(material.overCut).some((n) => n > 0) && (
          <span className="text-sm text-amber-800">{`${T.overCutLabel}: ${counts(material.overCut)}`}</span>
        )}
      </header>
      <DataTable
        caption={`${T.lay}s de ${m.code}`}
        columns={COLUMNS}
        rows={material.lays.map((lay, i) => ({ ...lay, id: i + 1 }))}
        rowClassName=""
      />
      <dl className="flex flex-wrap gap-x-6 gap-y-1 border-t border-slate-200 px-4 py-3 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600">{T.total}:</dt>
          <dd className="font-semibold">{metres(material.metres)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">{T.stock}:</dt>
          <dd>{metres(material.stock)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">{T.shortfall}:</dt>
          <dd className={isShort ? 'font-semibold text-red-700' : 'text-green-700'}>
            {isShort ? metres(material.shortfall) : T.covered}
          </dd>
        </div>
        <div className="text-slate-600">
          {T.naive(material.naive.lays, metres(material.naive.metres))}
          {saved > 0 && ` · ${T.saved(metres(Math.round(saved * 1000) / 1000))}`}
        </div>
      </dl>
    </section>
  );
}

/** Every cloth of a plan (a preview or a saved one). */
export function CutPlanMaterials({
  materials,
  total,
  productsWithoutMaterials = [],
}: {
  materials: CutPlanMaterial[];
  total: number;
  productsWithoutMaterials?: string[];
}) {
  if (materials.length === 0)
    return <p className="rounded-lg border bg-white p-6 text-center text-slate-600">{T.noCloth}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-slate-800">{T.totalMetres(metres(total))}</p>
      {productsWithoutMaterials.length > 0 && (
        <p className="text-sm text-amber-800">
          {T.withoutMaterials(productsWithoutMaterials.join(', '))}
        </p>
      )}
      {materials.map((material) => (
        <MaterialPlan key={material.materialId} material={material} />
      ))}
    </div>
  );
}
