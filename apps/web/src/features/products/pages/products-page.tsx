import type { Product } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { STATUS_SELECT } from '../../../components/ui/filter-bar';
import { RecordTable } from '../../../resource/record-table';
import { ResourcePage } from '../../../resource/resource-page';
import { recordOptions } from '../../../components/ui/search-select-filters';
import { useManagementState } from '../../../resource/management-state';
import { useActiveLines } from '../../lines';
import { PRODUCT_BULK } from '../api/bulk-products';
import { useCreateProduct } from '../api/create-product';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import { GenerateProductsModal } from '../components/generate-products-modal';
import { ProductDetailsModal } from '../components/product-details';
import { ProductForm } from '../components/product-form';
import {
  EMPTY_PRODUCT_FORM,
  toProductFormValues,
  toProductInput,
  type ProductFormOutput,
} from '../components/product-form-schema';
import { PRODUCT_COLUMNS, type ProductSortField } from '../components/product-table';
import { KIND_OPTIONS, PRODUCT_LIST_TEXTS, PRODUCTS_PAGE_SIZE } from '../components/product-texts';
import { ProductTrash } from '../components/product-trash';
import { ImportButton } from '../../imports';

const EMPTY_FILTERS = { search: '', lineId: '', kind: '', status: '' };
const BULK = { ...PRODUCT_BULK, rowName: (product: Product) => product.name };

/** Gestión de Productos (issue 17), at /director/dashboard/products. */
export function ProductsPage() {
  const screen = useManagementState<Product, typeof EMPTY_FILTERS, ProductSortField>(
    EMPTY_FILTERS,
    { pageSize: PRODUCTS_PAGE_SIZE },
  );
  const lines = useActiveLines();
  const [isGenerating, setGenerating] = useState(false);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();

  return (
    <ResourcePage
      screen={screen}
      names={{ title: 'Gestión de Productos', one: 'Producto', many: 'Productos' }}
      exportCsv={{ path: '/product/export.csv', filePrefix: 'productos' }}
      actions={
        <>
          <ImportButton resource="product" />
          <Button variant="secondary" onClick={() => setGenerating(true)}>
            Generar desde modelo
          </Button>
        </>
      }
      create={{ label: 'Agregar Producto', onClick: screen.dialog.create }}
      filterBar={{
        searchPlaceholder: 'Buscar por código, nombre o modelo...',
        selects: [
          {
            field: 'lineId',
            label: 'Línea',
            options: [{ value: '', label: 'Todas' }, ...recordOptions(lines.data)],
          },
          {
            field: 'kind',
            label: 'Tipo',
            options: [{ value: '', label: 'Todos' }, ...KIND_OPTIONS],
          },
          STATUS_SELECT,
        ],
      }}
      useList={useProducts}
      texts={PRODUCT_LIST_TEXTS}
      table={(products, list) => (
        <RecordTable caption="Productos" columns={PRODUCT_COLUMNS} rows={products} list={list} />
      )}
      trash={<ProductTrash />}
      forms={{
        titles: { create: 'Registrar Nuevo Producto', edit: 'Editar Producto' },
        size: '4xl',
        emptyValues: EMPTY_PRODUCT_FORM,
        toValues: toProductFormValues,
        saveNew: (values: ProductFormOutput) => create.mutateAsync(toProductInput(values)),
        saveEdit: (product, values) =>
          update.mutateAsync({ ...toProductInput(values, product), id: product.id }),
        form: (props) => <ProductForm {...props} />,
      }}
      details={ProductDetailsModal}
      remove={remove}
      deleteMessage={(product) =>
        `¿Está seguro de que desea eliminar el producto ${product.name}? Podrá restaurarlo desde la Papelera.`
      }
      bulk={BULK}
    >
      <GenerateProductsModal
        isOpen={isGenerating}
        onClose={() => {
          setGenerating(false);
          screen.setView('list');
        }}
      />
    </ResourcePage>
  );
}
