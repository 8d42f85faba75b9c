import {
  formatQuantity,
  orderStatusLabel,
  type RequirementLine,
  type Requirements,
} from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SelectFilter } from '../../../components/ui/filter-bar';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import { useOrdersInProduction } from '../api/get-orders-in-production';
import { useRequirements } from '../api/get-requirements';
import { FromShortfallButton } from '../../purchase-orders';
import { ConsumeDialog } from './consume-dialog';
import { MaterialName } from './material-badges';

type Row = RequirementLine & { id: number };

const q = (value: number, line: RequirementLine) => formatQuantity(value, line.material.unit);

/** A quantity of the line's material, in its unit. */
const quantityColumn = (
  key: 'required' | 'consumed' | 'pending' | 'available',
  label: string,
): Column<Row> => ({ key, label, className: 'whitespace-nowrap', render: (l) => q(l[key], l) });

const COLUMNS: Column<Row>[] = [
  { key: 'material', label: 'Material', render: (l) => <MaterialName material={l.material} /> },
  quantityColumn('required', 'Requerido'),
  quantityColumn('consumed', 'Consumido'),
  quantityColumn('pending', 'Pendiente'),
  quantityColumn('available', 'Disponible'),
  {
    key: 'shortfall',
    label: 'Faltante',
    className: 'whitespace-nowrap',
    card: 'badge',
    render: (l) =>
      l.shortfall > 0 ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-700">{`Faltan ${q(l.shortfall, l)}`}</span>
      ) : (
        <span className="text-green-700">Cubierto</span>
      ),
  },
];

const CONSUMABLE = ['IN_PRODUCTION', 'FINISHED'];

/**
 * Required against available, per material: for one order (`orderId`) or for every order in
 * production. An order's view has 'Registrar consumo'.
 */
export function RequirementsView({
  orderId,
  onOrderChange,
}: {
  orderId: number | null;
  onOrderChange: (orderId: number | null) => void;
}) {
  const orders = useOrdersInProduction();
  const query = useRequirements(orderId);
  const [consuming, setConsuming] = useState(false);
  const choices = [...(orders.data ?? [])];
  const shown = query.data?.orders[0];
  if (orderId && shown && !choices.some((o) => o.id === orderId)) choices.unshift(shown);

  return (
    <section aria-label="Requerimientos de materiales" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectFilter
          label="Pedidos"
          value={orderId ? String(orderId) : ''}
          onChange={(value) => onOrderChange(value ? Number(value) : null)}
          options={[
            { value: '', label: 'Todos los pedidos en producción' },
            ...choices.map((o) => ({
              value: String(o.id),
              label: `${o.number} (${orderStatusLabel(o.status)})`,
            })),
          ]}
        />
        <div className="flex flex-wrap items-start gap-2">
          <FromShortfallButton
            orderId={orderId}
            disabled={!query.data || query.data.lines.every((l) => l.shortfall === 0)}
          />
          {orderId && query.data && (
            <Button
              onClick={() => setConsuming(true)}
              disabled={
                !CONSUMABLE.includes(shown?.status ?? '') ||
                query.data.lines.every((l) => l.pending === 0)
              }
              title={
                !CONSUMABLE.includes(shown?.status ?? '')
                  ? 'Solo pedidos en producción o terminados'
                  : query.data.lines.every((l) => l.pending === 0)
                    ? 'No queda nada pendiente de consumir'
                    : undefined
              }
            >
              Registrar consumo
            </Button>
          )}
        </div>
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <RequirementsBody query={query} isOrder={orderId !== null} />
      </div>
      {orderId && shown && (
        <ConsumeDialog isOpen={consuming} order={shown} onClose={() => setConsuming(false)} />
      )}
    </section>
  );
}

function RequirementsBody({
  query,
  isOrder,
}: {
  query: ReturnType<typeof useRequirements>;
  isOrder: boolean;
}) {
  if (query.isPending)
    return <LoadingIndicator isLoading message="Calculando requerimientos..." size="medium" />;
  if (query.error) {
    return (
      <LoadError
        message={`Error al cargar los requerimientos: ${errorMessage(query.error)}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const data: Requirements = query.data;
  const n = data.orders.length;
  const summary =
    isOrder && data.orders[0]
      ? `Pedido ${data.orders[0].number} · ${orderStatusLabel(data.orders[0].status)}`
      : `${n} ${n === 1 ? 'pedido' : 'pedidos'} en producción`;
  const short = data.lines.filter((l) => l.shortfall > 0).length;
  return (
    <div className="flex flex-col">
      <p className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-3 text-sm text-slate-700">
        <span className="font-medium">{summary}</span>
        {short > 0 && (
          <span className="font-medium text-red-700">{`${short} ${short === 1 ? 'material con faltante' : 'materiales con faltante'}`}</span>
        )}
      </p>
      {data.productsWithoutMaterials.length > 0 && (
        <p className="px-4 pb-3 text-sm text-amber-800">
          {`Productos sin materiales por unidad: ${data.productsWithoutMaterials.join(', ')}`}
        </p>
      )}
      {data.lines.length === 0 ? (
        <p className="p-6 text-center text-slate-500">
          {data.orders.length === 0
            ? 'No hay pedidos en producción.'
            : 'Estos pedidos no requieren materiales registrados.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <DataTable
            caption="Materiales requeridos"
            columns={COLUMNS}
            rows={data.lines.map((l) => ({ ...l, id: l.material.id }))}
            rowClassName=""
          />
        </div>
      )}
    </div>
  );
}
