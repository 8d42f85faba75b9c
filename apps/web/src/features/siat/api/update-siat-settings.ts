import type { UpdateSiatSettingsInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { SIAT_TOAST_IDS, siatKeys } from './siat-keys';

/** PUT /api/siat/settings: a blank token keeps the stored one. */
export const useUpdateSiatSettings = () =>
  useSettingsMutation(
    (body: UpdateSiatSettingsInput) => unwrap(api.PUT('/siat/settings', { body })),
    SIAT_TOAST_IDS.settingsSaved,
    siatKeys.all,
  );
