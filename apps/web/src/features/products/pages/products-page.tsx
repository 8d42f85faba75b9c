import type { Product } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { PlusIcon } from '../../../components/ui/icons';
import { ManagementPage } from '../../../components/ui/management-page';
import { PagedList } from '../../../components/ui/paged-list';
import { toQueryString } from '../../../lib/list-query';
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
  const query = useProducts(list.params);
  const remove = useDeleteProduct();
  const { q, lineId, kind, status, sort } = list.params;

  return (
    <ManagementPage
      title="Gestión de Productos"
      noun="Productos"
      listLabel="Listado de productos"
      trashLabel="Papelera de productos"
      {...screen.views}
      actions={
        <>
          <ExportCsvButton
            path={`/product/export.csv${toQueryString({ q, lineId, kind, status, sort })}`}
            filePrefix="productos"
          />
          <Button variant="secondary" onClick={() => setGenerating(true)}>
            Generar desde modelo
          </Button>
          <Button onClick={dialog.create}>
            <PlusIcon />
            Agregar Producto
          </Button>
        </>
      }
      filters={<ProductFilterBar {...screen.filterBar} />}
      list={
        <PagedList query={query} texts={PRODUCT_LIST_TEXTS} {...screen.pagedList}>
          {(products) => (
            <ProductTable
              products={products}
              sort={list.sort}
              onSort={list.sortBy}
              {...dialog.rowActions}
            />
          )}
        </PagedList>
      }
      trash={<ProductTrash />}
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
      <DeleteDialog
        {...screen.deleteDialog}
        title="Eliminar Producto"
        message={(product) =>
          `¿Está seguro de que desea eliminar el producto ${product.name}? Podrá restaurarlo desde la Papelera.`
        }
        remove={remove}
      />
    </ManagementPage>
  );
}
