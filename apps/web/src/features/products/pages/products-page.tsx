import type { Product } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ResourcePage } from '../../../components/ui/resource-page';
import { useManagementState } from '../../../lib/management-state';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import { GenerateProductsModal } from '../components/generate-products-modal';
import { ProductDetailsModal } from '../components/product-details';
import { EMPTY_PRODUCT_FILTERS, ProductFilterBar } from '../components/product-filter-bar';
import { CreateProductModal, EditProductModal } from '../components/product-form-modals';
import { ProductTable, type ProductSortField } from '../components/product-table';
import { PRODUCT_LIST_TEXTS, PRODUCTS_PAGE_SIZE } from '../components/product-texts';
import { ProductTrash } from '../components/product-trash';

/** Gestión de Productos (issue 17), at /director/dashboard/products. */
export function ProductsPage() {
  const screen = useManagementState<Product, typeof EMPTY_PRODUCT_FILTERS, ProductSortField>(
    EMPTY_PRODUCT_FILTERS,
    { pageSize: PRODUCTS_PAGE_SIZE },
  );
  const { list, dialog } = screen;
  const [isGenerating, setGenerating] = useState(false);
  const remove = useDeleteProduct();

  return (
    <ResourcePage
      screen={screen}
      title="Gestión de Productos"
      noun="Productos"
      listLabel="Listado de productos"
      trashLabel="Papelera de productos"
      exportCsv={{ path: '/product/export.csv', filePrefix: 'productos' }}
      actions={
        <Button variant="secondary" onClick={() => setGenerating(true)}>
          Generar desde modelo
        </Button>
      }
      create={{ label: 'Agregar Producto', onClick: dialog.create }}
      filterBar={ProductFilterBar}
      useList={useProducts}
      texts={PRODUCT_LIST_TEXTS}
      table={(products) => (
        <ProductTable
          products={products}
          sort={list.sort}
          onSort={list.sortBy}
          {...dialog.rowActions}
        />
      )}
      trash={<ProductTrash />}
      remove={remove}
      deleteTitle="Eliminar Producto"
      deleteMessage={(product) =>
        `¿Está seguro de que desea eliminar el producto ${product.name}? Podrá restaurarlo desde la Papelera.`
      }
    >
      <CreateProductModal {...screen.createModal} />
      <EditProductModal product={dialog.record('edit')} onClose={dialog.close} />
      <ProductDetailsModal record={dialog.record('details')} onClose={dialog.close} />
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
