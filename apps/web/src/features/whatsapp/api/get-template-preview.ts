import type { EventKind } from '@taller/shared/notifications/event-kinds';
import { api } from '../../../api/client';
import { useApiQuery } from '../../../api/query';
import { whatsappKeys } from './whatsapp-keys';

/** The fields of the latest event of a kind: what a template's preview fills {{1}}… from. */
export const useTemplatePreview = (kind: EventKind) =>
  useApiQuery(whatsappKeys.preview(kind), (signal) =>
    api.GET('/whatsapp/templates/{kind}/preview', { params: { path: { kind } }, signal }),
  );
