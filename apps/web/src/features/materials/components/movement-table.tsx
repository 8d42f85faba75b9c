import { formatMoney, formatQuantity, type Movement } from '@taller/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { MaterialName, MovementTypeBadge } from './material-badges';
import { signedQuantity } from './material-texts';

/** What a movement records beyond its quantity: purchase, order, reason, what it reverses. */
function MovementDetail({ m }: { m: Movement }) {
  const parts = [
    m.unitCostCents !== null ? `Costo ${formatMoney(m.unitCostCents)} / ${m.material.unit}` : null,
    m.supplier ? `Proveedor: ${m.supplier}` : null,
    m.document || m.documentDate
      ? `Doc.: ${[m.document, m.documentDate && `del ${formatDay(m.documentDate)}`].filter(Boolean).join(' ')}`
      : null,
    m.order ? `Pedido ${m.order.number}` : null,
    m.reason,
    m.reversesId ? `Revierte el movimiento #${m.reversesId}` : null,
    m.reversedById ? `Revertido por el movimiento #${m.reversedById}` : null,
    m.allowedNegative ? 'Stock negativo permitido' : null,
  ].filter(Boolean);
  return parts.length === 0 ? (
    <span className="text-slate-400">—</span>
  ) : (
    <span className="flex flex-col text-xs text-slate-600">
      {parts.map((part, i) => (
        <span key={i}>{part}</span>
      ))}
    </span>
  );
}

const reverseRefusal = (m: Movement) =>
  m.reversedById ? 'ya fue revertido' : m.reversesId ? 'es una reversión' : undefined;

/**
 * Movements as a ledger: when, what, how much, the balance it left (running balance), and the
 * details. With `showMaterial` (every material's movements) the material comes first.
 */
export function MovementTable({
  movements,
  showMaterial = false,
  onReverse,
}: {
  movements: readonly Movement[];
  showMaterial?: boolean;
  onReverse?: (movement: Movement) => void;
}) {
  const columns: Column<Movement>[] = [
    ...(showMaterial
      ? [
          {
            key: 'material',
            label: 'Material',
            render: (m: Movement) => <MaterialName material={m.material} />,
          },
        ]
      : []),
    {
      key: 'date',
      label: 'Fecha',
      card: showMaterial ? 'field' : 'title',
      render: (m) => formatDateTime(m.createdAt),
    },
    {
      key: 'type',
      label: 'Tipo',
      card: 'badge',
      render: (m) => <MovementTypeBadge type={m.type} />,
    },
    {
      key: 'quantity',
      label: 'Cantidad',
      className: 'whitespace-nowrap',
      render: (m) => (
        <span className={m.quantity < 0 ? 'text-amber-800' : 'text-green-800'}>
          {signedQuantity(m.quantity, m.material.unit)}
        </span>
      ),
    },
    {
      key: 'balance',
      label: 'Saldo',
      className: 'whitespace-nowrap',
      render: (m) => (
        <span className={m.balanceAfter < 0 ? 'font-medium text-red-700' : 'font-medium'}>
          {formatQuantity(m.balanceAfter, m.material.unit)}
        </span>
      ),
    },
    {
      key: 'value',
      label: 'Valor',
      className: 'whitespace-nowrap',
      // At weighted average cost (decision 026): what it moved, and what the stock is worth after.
      render: (m) => (
        <span className="flex flex-col">
          <span>{formatMoney(m.valueCents)}</span>
          <span className="text-xs text-slate-600">Saldo {formatMoney(m.valueAfterCents)}</span>
        </span>
      ),
    },
    { key: 'detail', label: 'Detalle', render: (m) => <MovementDetail m={m} /> },
    { key: 'by', label: 'Registrado por', render: (m) => m.createdBy ?? 'No especificado' },
  ];
  return (
    <DataTable<Movement, string>
      caption="Movimientos"
      columns={columns}
      rows={movements}
      actions={
        onReverse &&
        ((m: Movement) => {
          const refusal = reverseRefusal(m);
          return (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Revertir movimiento #${m.id}`}
              title={refusal ? `No se puede revertir: ${refusal}` : 'Revertir'}
              disabled={refusal !== undefined}
              onClick={() => onReverse(m)}
            >
              Revertir
            </Button>
          );
        })
      }
    />
  );
}
