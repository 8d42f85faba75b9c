import { MEDIA_MESSAGES, type UploadedMedia } from '@taller/shared';
import { upload, type UploadProgress } from '../../../api/upload';

/** POST /media/upload: the files in field `files`; a status other than 200 is a failure. */
export async function uploadMedia(
  files: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const res = await upload('/media/upload', form, { onProgress, signal });
  if (res.status !== 200) throw new Error(MEDIA_MESSAGES.uploadFailed);
  return res.data ?? [];
}
