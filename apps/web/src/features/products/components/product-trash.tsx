import { RecordTrash } from '../../../resource/record-trash';
import { PRODUCT_BULK } from '../api/bulk-products';
import { useProducts } from '../api/get-products';
import { useRestoreProduct } from '../api/restore-product';
import { PRODUCT_LIST_TEXTS } from './product-texts';

export const ProductTrash = () => (
  <RecordTrash
    useList={useProducts}
    restore={useRestoreProduct()}
    texts={PRODUCT_LIST_TEXTS}
    bulk={PRODUCT_BULK}
  />
);
