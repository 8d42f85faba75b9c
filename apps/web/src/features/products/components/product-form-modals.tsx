import type { Product } from '@taller/shared';
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductForm } from './product-form';
import {
  EMPTY_PRODUCT_FORM,
  toProductFormValues,
  toProductInput,
  type ProductFormOutput,
} from './product-form-schema';

export function CreateProductModal({ isOpen, onClose, onCreated }: CreateModalProps) {
  const create = useCreateProduct();
  return (
    <FormModal
      title="Registrar Nuevo Producto"
      size="4xl"
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onCreated}
      save={(values: ProductFormOutput) => create.mutateAsync(toProductInput(values))}
    >
      {(form) => <ProductForm mode="create" defaultValues={EMPTY_PRODUCT_FORM} {...form} />}
    </FormModal>
  );
}

export function EditProductModal({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const update = useUpdateProduct();
  return (
    <EditModal
      record={product}
      title="Editar Producto"
      size="4xl"
      onClose={onClose}
      save={(product: Product, values: ProductFormOutput) =>
        update.mutateAsync({ ...toProductInput(values), id: product.id })
      }
    >
      {(product, form) => (
        <ProductForm
          key={product.id}
          mode="edit"
          defaultValues={toProductFormValues(product)}
          {...form}
        />
      )}
    </EditModal>
  );
}
