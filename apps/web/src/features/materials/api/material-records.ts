import type { CreateMaterialInput, Material, UpdateMaterialInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useApiQuery, usePagedQuery } from '../../../api/query';
import type { ListParams } from '../../../lib/list-query';
import { recordApi, useRecordMutation } from '../../../resource/record-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/material: one page (the trash with `deleted`). */
export const useMaterials = (params: ListParams) =>
  usePagedQuery(materialKeys, '/material', params);

/** GET /api/material/{id}. */
export const useMaterial = (id: number, initial?: Material) =>
  useApiQuery(
    materialKeys.detail(id),
    (signal) => api.GET('/material/{id}', { params: { path: { id } }, signal }),
    { initialData: initial },
  );

/**
 * A material's create, update, delete (refused while it has stock or a product uses it) and
 * restore.
 */
const materialApi = recordApi(
  {
    create: (body: CreateMaterialInput) => unwrap(api.POST('/material/create', { body })),
    update: (body: UpdateMaterialInput) => unwrap(api.PUT('/material/update', { body })),
    delete: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/material/delete/{id}', { params: { path: { id } } })),
    restore: ({ id }: { id: number }) =>
      unwrap(api.POST('/material/restore/{id}', { params: { path: { id } } })),
  },
  T,
);

export const useCreateMaterial = () =>
  useRecordMutation('create', materialApi, { invalidate: invalidateMaterials });
export const useUpdateMaterial = () =>
  useRecordMutation('update', materialApi, { invalidate: invalidateMaterials });
export const useDeleteMaterial = () =>
  useRecordMutation('delete', materialApi, { invalidate: invalidateMaterials });
export const useRestoreMaterial = () =>
  useRecordMutation('restore', materialApi, { invalidate: invalidateMaterials });
