import type { CostSettingsInput } from '@taller/shared';
import { api, unwrap } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { useSettingsMutation } from '../../../lib/toast-mutation';
import { materialKeys } from './material-keys';

/** GET /api/line/{id}/cost (directors): the line's default labour and overhead per unit. */
export const useLineCost = (lineId: number) =>
  useApiQuery(materialKeys.lineCost(lineId), (signal) =>
    api.GET('/line/{id}/cost', { params: { path: { id: lineId } }, signal }),
  );

/** PUT /api/line/{id}/cost; every product cost may follow, so all of ['materials'] reloads. */
export const useSaveLineCost = (lineId: number) =>
  useSettingsMutation(
    (body: CostSettingsInput) =>
      unwrap(api.PUT('/line/{id}/cost', { params: { path: { id: lineId } }, body })),
    `line-cost-${lineId}`,
    materialKeys.all,
  );
