import type { Product } from '@taller/shared';
import { ModelColorSwatch } from '../../models';

/** A product's name with its colour combination's swatch beside it, when it has one. */
export function ProductName({ product }: { product: Pick<Product, 'name' | 'modelColor'> }) {
  return (
    <span className="inline-flex items-center gap-2">
      {product.modelColor && <ModelColorSwatch color={product.modelColor} />}
      <span className="font-medium text-slate-900">{product.name}</span>
    </span>
  );
}
