import type { CreateMaterialInput, Material, UpdateMaterialInput } from '@taller/shared';
import { RecordFormModals, type FormModalsProps } from '../../../resource/form-modal';
import { useCreateMaterial } from '../api/create-material';
import { useUpdateMaterial } from '../api/update-material';
import { MaterialForm } from './material-form';
import {
  EMPTY_MATERIAL_FORM,
  toMaterialFormValues,
  type MaterialFormOutput,
} from './material-form-schema';

/** 'Registrar Nuevo Material' and 'Editar Material'. */
export function MaterialFormModals(modals: FormModalsProps<Material>) {
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  return (
    <RecordFormModals
      modals={modals}
      forms={{
        titles: { create: 'Registrar Nuevo Material', edit: 'Editar Material' },
        size: '2xl',
        emptyValues: EMPTY_MATERIAL_FORM,
        toValues: toMaterialFormValues,
        saveNew: (values: MaterialFormOutput) => create.mutateAsync(values as CreateMaterialInput),
        saveEdit: (material, values) =>
          update.mutateAsync({ ...values, id: material.id } as UpdateMaterialInput),
        form: (props, material) => <MaterialForm material={material} {...props} />,
      }}
    />
  );
}
