import { formatMoney } from '@taller/shared';

/** A pack's price and, when a fixed price differs from its products' sum, the saving. */
export function PackagePrice({
  priceCents,
  sumCents,
  savingCents,
}: {
  priceCents: number;
  sumCents: number;
  savingCents: number;
}) {
  return (
    <span className="flex flex-col">
      <span className="font-medium text-slate-900">{formatMoney(priceCents)}</span>
      {savingCents > 0 && (
        <span className="text-xs text-green-700">
          {`Ahorro ${formatMoney(savingCents)} sobre ${formatMoney(sumCents)}`}
        </span>
      )}
      {savingCents < 0 && (
        <span className="text-xs text-amber-700">
          {`${formatMoney(-savingCents)} más que la suma (${formatMoney(sumCents)})`}
        </span>
      )}
    </span>
  );
}
