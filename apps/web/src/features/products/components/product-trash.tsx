import { PagedTrash } from '../../../components/ui/paged-trash';
import { useProducts } from '../api/get-products';
import { useRestoreProduct } from '../api/restore-product';
import { PRODUCT_LIST_TEXTS, PRODUCTS_PAGE_SIZE } from './product-texts';

export function ProductTrash() {
  return (
    <PagedTrash
      useList={useProducts}
      restore={useRestoreProduct()}
      texts={PRODUCT_LIST_TEXTS}
      caption="Productos eliminados"
      pageSize={PRODUCTS_PAGE_SIZE}
    />
  );
}
