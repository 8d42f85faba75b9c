import { MEDIA_MESSAGES } from '@taller/shared';
import { api, unwrap } from '../../../api/client';

/** POST /media/delete with [{ url }]; a status other than 200 is a failure. */
export async function deleteMedia(urls: readonly string[]): Promise<void> {
  const res = await unwrap(api.POST('/media/delete', { body: urls.map((url) => ({ url })) }));
  if (res.status !== 200) throw new Error(MEDIA_MESSAGES.deleteFailedService);
}
