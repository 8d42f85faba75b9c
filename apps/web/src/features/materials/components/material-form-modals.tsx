import type { CreateMaterialInput, Material, UpdateMaterialInput } from '@taller/shared';
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { useCreateMaterial, useUpdateMaterial } from '../api/material-records';
import { MaterialForm } from './material-form';
import { EMPTY_MATERIAL_FORM, toMaterialFormValues } from './material-form-schema';

export function CreateMaterialModal({ onCreated, ...modal }: CreateModalProps) {
  const create = useCreateMaterial();
  return (
    <FormModal
      title="Registrar Nuevo Material"
      size="2xl"
      {...modal}
      onSaved={onCreated}
      save={(values) => create.mutateAsync(values as CreateMaterialInput)}
    >
      {(form) => <MaterialForm mode="create" defaultValues={EMPTY_MATERIAL_FORM} {...form} />}
    </FormModal>
  );
}

export function EditMaterialModal({
  material,
  onClose,
}: {
  material: Material | null;
  onClose: () => void;
}) {
  const update = useUpdateMaterial();
  return (
    <EditModal
      record={material}
      title="Editar Material"
      size="2xl"
      onClose={onClose}
      save={(material: Material, values: object) =>
        update.mutateAsync({ ...values, id: material.id } as UpdateMaterialInput)
      }
    >
      {(material, form) => (
        <MaterialForm
          key={material.id}
          mode="edit"
          defaultValues={toMaterialFormValues(material)}
          {...form}
        />
      )}
    </EditModal>
  );
}
