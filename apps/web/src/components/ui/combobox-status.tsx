/**
 * The last rows of an open combobox whose options the server searches, a few at a time: while
 * it searches 'Cargando productos...', none found 'No se encontraron productos', and how many
 * more there are than the `shown` it lists.
 */
export function ComboboxStatus({
  noun,
  options,
  shown,
}: {
  /** Plural: 'productos', 'instituciones'. */
  noun: string;
  options: { isPending: boolean; data?: { items: unknown[]; total: number } };
  shown: number;
}) {
  const more = (options.data?.total ?? 0) - (options.data?.items.length ?? 0);
  return (
    <>
      {options.isPending && <li className="px-3 py-2 text-slate-500">{`Cargando ${noun}...`}</li>}
      {options.data?.items.length === 0 && (
        <li className="px-3 py-2 text-slate-500">{`No se encontraron ${noun}`}</li>
      )}
      {more > 0 && (
        <li className="px-3 py-2 text-xs text-slate-500">
          {`Y ${more} más: escriba para acotar (se muestran ${shown}).`}
        </li>
      )}
    </>
  );
}
