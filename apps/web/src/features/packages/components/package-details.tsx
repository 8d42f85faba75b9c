import { formatMoney, type Package } from '@taller/shared';
import { DetailField, type RecordModalProps } from '../../../resource/details-modal';
import { CatalogueDetails, RecordDetailsModal } from '../../../resource/detail-fields';
import { usePackage } from '../api/get-package';
import { PackagePrice } from './package-price';
import { priceModeLabel } from './package-texts';

/** The pack's products with their quantities and subtotals. */
function PackageItems({ pack }: { pack: Package }) {
  return (
    <section aria-label="Productos del paquete" className="overflow-x-auto">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Productos</h3>
      <table className="min-w-full text-sm">
        <thead className="text-left text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-1 pr-4">Producto</th>
            <th className="py-1 pr-4 text-right">Cantidad</th>
            <th className="py-1 pr-4 text-right">Precio unitario</th>
            <th className="py-1 text-right">Subtotal</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pack.items.map((item) => (
            <tr key={item.productId}>
              <td className="py-1 pr-4">
                <span className="font-mono text-xs text-slate-500">{item.product.code}</span>{' '}
                {item.product.name}
              </td>
              <td className="py-1 pr-4 text-right">{item.quantity}</td>
              <td className="py-1 pr-4 text-right whitespace-nowrap">
                {formatMoney(item.product.priceCents)}
              </td>
              <td className="py-1 text-right whitespace-nowrap">
                {formatMoney(item.subtotalCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-medium">
          <tr>
            <td colSpan={3} className="py-1 pr-4 text-right">
              Suma de productos
            </td>
            <td className="py-1 text-right whitespace-nowrap">{formatMoney(pack.sumCents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** The fresh ['packages', id] (its query takes no first answer). */
const useFreshPackage = (id: number) => usePackage(id);

/** 'Detalles del Paquete': the row at once, the fresh copy when ['packages', id] comes. */
export const PackageDetailsModal = ({ record, onClose }: RecordModalProps<Package>) => (
  <RecordDetailsModal
    title="Detalles del Paquete"
    record={record}
    useFresh={useFreshPackage}
    onClose={onClose}
    after={(pack) => <PackageItems pack={pack} />}
  >
    {(pack) => (
      <CatalogueDetails item={pack}>
        <DetailField label="Modo de precio">{priceModeLabel(pack.priceMode)}</DetailField>
        <DetailField label="Precio">
          <PackagePrice {...pack} />
        </DetailField>
      </CatalogueDetails>
    )}
  </RecordDetailsModal>
);
