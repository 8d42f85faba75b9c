import { upload } from '../../../api/upload';

/** Uploads one image (logo or QR) through the media route; the identity takes it on save. */
export async function uploadBillingImage(file: File) {
  const form = new FormData();
  form.append('files', file, file.name);
  const [uploaded] = (await upload('/media/upload', form)).data;
  return uploaded!;
}
