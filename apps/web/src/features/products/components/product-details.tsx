import { formatDecimal, formatMoney, type Product } from '@taller/shared';
import { DetailField, type RecordModalProps } from '../../../resource/details-modal';
import { CatalogueDetails, RecordDetailsModal } from '../../../resource/detail-fields';
import { useIsDirector } from '../../auth';
import { ProductCostSection, ProductMaterialsSection } from '../../materials';
import { ModelColorSwatch, colorPairLabel, ModelMediaViewer } from '../../models';
import { useProduct } from '../api/get-product';
import { productKindLabel } from './product-texts';

const cm = (value: number) => `${formatDecimal(value)} cm`;

function ProductExtras({ product }: { product: Product }) {
  const isDirector = useIsDirector();
  return (
    <>
      <section aria-label="Tallas">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Tallas</h3>
        {product.sizeChart && (
          <p className="mb-2 text-sm text-slate-700">De la tabla {product.sizeChart.name}.</p>
        )}
        {product.sizes.length === 0 ? (
          <p className="text-sm text-slate-500">Sin tabla de tallas.</p>
        ) : (
          <table className="text-sm">
            <thead className="text-left text-xs text-slate-500 uppercase">
              <tr>
                <th className="pr-6 pb-1">Talla</th>
                <th className="pb-1">Estatura</th>
              </tr>
            </thead>
            <tbody>
              {product.sizes.map((size) => (
                <tr key={size.id}>
                  <td className="pr-6 font-medium">{size.name}</td>
                  <td>{`${cm(size.minHeightCm)} a ${cm(size.maxHeightCm)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <ProductMaterialsSection productId={product.id} canEdit={!product.deletedAt} />
      {isDirector && !product.deletedAt && <ProductCostSection productId={product.id} />}
      <section aria-label="Multimedia">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Multimedia</h3>
        {product.media.length === 0 ? (
          <p className="text-sm text-slate-500">No hay multimedia disponible para este producto.</p>
        ) : (
          <ModelMediaViewer media={product.media} />
        )}
      </section>
    </>
  );
}

/** 'Detalles del Producto': the row at once, the fresh copy when ['products', id] comes. */
export const ProductDetailsModal = ({ record, onClose }: RecordModalProps<Product>) => (
  <RecordDetailsModal
    title="Detalles del Producto"
    record={record}
    useFresh={useProduct}
    onClose={onClose}
    after={(product) => <ProductExtras product={product} />}
  >
    {(product) => (
      <CatalogueDetails item={product}>
        <DetailField label="Tipo">{productKindLabel(product.kind)}</DetailField>
        <DetailField label="Precio">{`${formatMoney(product.priceCents)} / ${product.unit}`}</DetailField>
        <DetailField label="Modelo">
          {product.model ? `${product.model.name} (${product.model.line.name})` : 'Sin modelo'}
        </DetailField>
        <DetailField label="Colores">
          {product.modelColor ? (
            <span className="inline-flex items-center gap-2">
              <ModelColorSwatch color={product.modelColor} decorative />
              {colorPairLabel(product.modelColor)}
            </span>
          ) : (
            'Sin colores'
          )}
        </DetailField>
      </CatalogueDetails>
    )}
  </RecordDetailsModal>
);
