import { formatMoney, type CatalogueProduct, type CataloguePackage } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { SearchSelectFilters, recordOptions } from '../../../components/ui/search-select-filters';
import { errorMessage } from '../../../lib/error-message';
import { useCatalogue } from '../api/client-catalogue';

type Entry = {
  key: string;
  code: string;
  name: string;
  priceCents: number;
  media: CatalogueProduct['media'];
  colors: { name: string; hexa: string }[];
  detail: string;
};

/** What a product and a pack show alike: code, name, price and photos. */
const commonEntry = (kind: 'product' | 'package', p: CatalogueProduct | CataloguePackage) => ({
  key: `${kind}-${p.id}`,
  code: p.code,
  name: p.name,
  priceCents: p.priceCents,
  media: p.media,
});

const productEntry = (p: CatalogueProduct): Entry => ({
  ...commonEntry('product', p),
  colors: p.modelColor
    ? [
        { name: p.modelColor.frameName, hexa: p.modelColor.frameHexa },
        { name: p.modelColor.baseName, hexa: p.modelColor.baseHexa },
      ]
    : [],
  detail: p.model
    ? `${p.model.line.name} · ${p.model.name}`
    : p.sizes.length > 0
      ? 'Con tallas'
      : '',
});

const packageEntry = (p: CataloguePackage): Entry => ({
  ...commonEntry('package', p),
  colors: [],
  detail: `Paquete: ${p.items.map((i) => `${i.quantity} × ${i.product.name}`).join(', ')}`,
});

const FILTER_TEXTS = {
  search: 'Buscar en el catálogo',
  searchPlaceholder: 'Nombre o código',
  select: 'Línea',
  selectPlaceholder: 'Todas',
};

/**
 * The catalogue a client orders from: active products and packs with photo, colour swatches and
 * price, searchable by text and by production line; 'Agregar' puts one in the order.
 */
export function CataloguePicker({
  onAddProduct,
  onAddPackage,
}: {
  onAddProduct: (product: CatalogueProduct) => void;
  onAddPackage: (pack: CataloguePackage) => void;
}) {
  const [filters, setFilters] = useState({ search: '', lineId: '' });
  const query = useCatalogue(filters.search, filters.lineId);
  // The lines to choose from: those of the whole catalogue's products.
  const all = useCatalogue('', '');
  const lines = recordOptions([
    ...new Map(
      (all.data?.products ?? []).flatMap((p) => (p.model ? [[p.model.line.id, p.model.line]] : [])),
    ).values(),
  ]);
  const data = query.data;
  const entries = data
    ? [
        ...data.products.map((p) => ({ entry: productEntry(p), add: () => onAddProduct(p) })),
        ...data.packages.map((p) => ({ entry: packageEntry(p), add: () => onAddPackage(p) })),
      ]
    : [];

  return (
    <section aria-label="Catálogo" className="flex flex-col gap-3">
      <SearchSelectFilters
        texts={FILTER_TEXTS}
        field="lineId"
        options={lines}
        filters={filters}
        onChange={setFilters}
      />
      <LoadingIndicator isLoading={query.isPending} size="medium" message="Cargando catálogo..." />
      {query.isError && (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      {data && entries.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-center text-slate-600">
          No hay productos ni paquetes que coincidan.
        </p>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {entries.map(({ entry, add }) => {
          const photo = entry.media.find((m) => m.fileType === 'IMAGE');
          return (
            <li
              key={entry.key}
              aria-label={entry.name}
              className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              {photo ? (
                <img
                  src={photo.url}
                  alt={entry.name}
                  className="h-20 w-20 shrink-0 rounded-md object-cover"
                  loading="lazy"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-20 w-20 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-600"
                >
                  Sin foto
                </span>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium text-slate-900">{entry.name}</span>
                <span className="text-xs text-slate-500">
                  {entry.code}
                  {entry.detail ? ` · ${entry.detail}` : ''}
                </span>
                {entry.colors.length > 0 && (
                  <span className="flex items-center gap-1" aria-label="Colores">
                    {entry.colors.map((color) => (
                      <span
                        key={color.name}
                        title={color.name}
                        aria-label={color.name}
                        role="img"
                        className="h-4 w-4 rounded-full border border-slate-300"
                        style={{ backgroundColor: color.hexa }}
                      />
                    ))}
                  </span>
                )}
                <span className="mt-auto flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {formatMoney(entry.priceCents)}
                  </span>
                  <Button size="sm" onClick={add} aria-label={`Agregar ${entry.name}`}>
                    Agregar
                  </Button>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
