import type { CreateMaterialInput, Material, UpdateMaterialInput } from '@taller/shared';
import { useApiQuery, usePagedQuery } from '../../../lib/api-query';
import type { ListParams } from '../../../lib/list-query';
import { recordApi, useRecordMutation } from '../../../lib/record-mutation';
import { MATERIAL_TOAST_IDS as T, invalidateMaterials, materialKeys } from './material-keys';

/** GET /api/material: one page (the trash with `deleted`). */
export const useMaterials = (params: ListParams) =>
  usePagedQuery<Material>(materialKeys, '/material', params);

/** GET /api/material/{id}. */
export const useMaterial = (id: number, initial?: Material) =>
  useApiQuery<Material>(materialKeys.detail(id), `/material/${id}`, { initialData: initial });

/**
 * /api/material's create, update, delete (refused while it has stock or a product uses it) and
 * restore.
 */
const materialApi = recordApi<Material, CreateMaterialInput, UpdateMaterialInput>('/material', T);

export const useCreateMaterial = () =>
  useRecordMutation('create', materialApi, { invalidate: invalidateMaterials });
export const useUpdateMaterial = () =>
  useRecordMutation('update', materialApi, { invalidate: invalidateMaterials });
export const useDeleteMaterial = () =>
  useRecordMutation('delete', materialApi, { invalidate: invalidateMaterials });
export const useRestoreMaterial = () =>
  useRecordMutation('restore', materialApi, { invalidate: invalidateMaterials });
