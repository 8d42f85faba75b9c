import { COSTING_MESSAGES as C, formatMoney, type ProductCost } from '@taller/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import { useProductCost } from '../api/get-product-cost';
import { ProductCostForm } from './product-cost-form';

/** Where a labour or overhead figure comes from: the product's own, its line's, or none. */
function source(own: number | null, line: ProductCost['line'], lineValue: number | null) {
  if (own !== null) return '';
  return line && lineValue !== null ? ` (${C.fromLine(line.name)})` : ` (${C.notSet})`;
}

/**
 * 'Costo y margen' of a product (its details, directors only): one unit's material cost per size
 * at today's average costs, with the labour and overhead that apply.
 */
export function ProductCostSection({ productId }: { productId: number }) {
  const query = useProductCost(productId);
  return (
    <section aria-label={C.title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{C.title}</h3>
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando costo..." size="small" />
      ) : query.error ? (
        <LoadError
          message={`${C.loadError}: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CostView cost={query.data} />
      )}
    </section>
  );
}

function CostView({ cost }: { cost: ProductCost }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        {`${C.labour}: ${formatMoney(cost.labourCents)}${source(cost.own.labourCents, cost.line, cost.line?.labourCents ?? null)}`}
        <br />
        {`${C.overhead}: ${formatMoney(cost.overheadCents)}${source(cost.own.overheadCents, cost.line, cost.line?.overheadCents ?? null)}`}
      </p>
      {!cost.hasMaterials && <p className="text-sm text-slate-500">{C.noMaterials}</p>}
      <table className="text-sm">
        <thead className="text-left text-xs text-slate-500 uppercase">
          <tr>
            <th className="pr-6 pb-1">{C.size}</th>
            <th className="pr-6 pb-1 text-right">{C.materialCost}</th>
            <th className="pb-1 text-right">{C.unitCost}</th>
          </tr>
        </thead>
        <tbody>
          {cost.sizes.map((size) => (
            <tr key={size.sizeId ?? 'base'}>
              <td className="pr-6 font-medium">{size.name ?? C.noSize}</td>
              <td className="pr-6 text-right">{formatMoney(size.materialCents)}</td>
              <td className="text-right">{formatMoney(size.unitCostCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ProductCostForm key={JSON.stringify(cost.own)} cost={cost} />
    </>
  );
}
