import { useQuery } from '@tanstack/react-query';
import type { CreateMaterialInput, Material, UpdateMaterialInput } from '@taller/shared';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-query';
import { usePagedQuery } from '../../../lib/paged-query';
import { useEnvelopeMutation } from '../../../lib/toast-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/material: one page (the trash with `deleted`). */
export const useMaterials = (params: ListParams) =>
  usePagedQuery<Material>(materialKeys, '/material', params);

/** GET /api/material/{id}. */
export const useMaterial = (id: number, initial?: Material) =>
  useQuery({
    queryKey: materialKeys.detail(id),
    queryFn: async () => (await api.get<Material>(`/material/${id}`)).data,
    initialData: initial,
  });

export const useCreateMaterial = () =>
  useEnvelopeMutation({
    call: (input: CreateMaterialInput) => api.post<Material>('/material/create', input),
    successToastId: (_input, material) => T.createSuccess(material.id),
    errorToastId: T.createError,
    invalidate: invalidateMaterials,
  });

export const useUpdateMaterial = () =>
  useEnvelopeMutation({
    call: (input: UpdateMaterialInput) => api.put<Material>('/material/update', input),
    successToastId: (input) => T.updateSuccess(input.id),
    errorToastId: T.updateError,
    invalidate: invalidateMaterials,
  });

/** DELETE /api/material/delete/{id}: refused while it has stock or a product uses it. */
export const useDeleteMaterial = () =>
  useEnvelopeMutation({
    call: (material: Pick<Material, 'id'>) =>
      api.delete<Material>(`/material/delete/${material.id}`),
    successToastId: (material) => T.deleteSuccess(material.id),
    errorToastId: T.deleteError,
    invalidate: invalidateMaterials,
  });

export const useRestoreMaterial = () =>
  useEnvelopeMutation({
    call: (material: Pick<Material, 'id'>) =>
      api.post<Material>(`/material/restore/${material.id}`),
    successToastId: (material) => T.restoreSuccess(material.id),
    errorToastId: T.restoreError,
    invalidate: invalidateMaterials,
  });
