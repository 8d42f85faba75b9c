import { formatMoney, packageTotals } from '@taller/shared';
import { parseMoney } from '@taller/shared';
import { parseQuantity, type PackageFormValues } from './package-form-schema';

/** The live total of the editor: the products' sum, the pack's price and the saving. */
export function PackageTotals({
  items,
  priceMode,
  priceText,
}: {
  items: PackageFormValues['items'];
  priceMode: string;
  priceText: string;
}) {
  const totals = packageTotals(
    items.map((item) => ({
      quantity: parseQuantity(item.quantity) ?? 0,
      priceCents: item.product.priceCents,
    })),
    priceMode,
    parseMoney(priceText),
  );
  const hasPrice = priceMode === 'SUM' || parseMoney(priceText) !== null;
  return (
    <dl
      aria-label="Total del paquete"
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm"
    >
      <dt className="text-slate-600">Suma de productos</dt>
      <dd className="text-right">{formatMoney(totals.sumCents)}</dd>
      <dt className="font-semibold text-slate-900">Precio del paquete</dt>
      <dd className="text-right font-semibold text-slate-900">
        {hasPrice ? formatMoney(totals.priceCents) : '—'}
      </dd>
      {priceMode === 'FIXED' && hasPrice && (
        <>
          <dt className={totals.savingCents >= 0 ? 'text-green-700' : 'text-amber-700'}>
            {totals.savingCents >= 0 ? 'Ahorro' : 'Recargo sobre la suma'}
          </dt>
          <dd
            className={`text-right ${totals.savingCents >= 0 ? 'text-green-700' : 'text-amber-700'}`}
          >
            {formatMoney(Math.abs(totals.savingCents))}
          </dd>
        </>
      )}
    </dl>
  );
}
