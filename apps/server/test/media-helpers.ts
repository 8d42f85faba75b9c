import { readdirSync } from 'node:fs';
import path from 'node:path';
import { authHeader } from './auth-helpers';
import { multipart, type UploadFile } from './media-samples';
import type { TestApp } from './test-app';

export async function upload(t: TestApp, token: string, files: UploadFile[]) {
  const body = await multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...authHeader(token), ...body.headers },
    payload: body.payload,
  });
}

export const deleteMedia = (t: TestApp, token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/media/delete',
    headers: authHeader(token),
    payload: payload as object,
  });

/** What is visible in MEDIA_DIR (the temporary area listed separately). */
export function mediaDirContents(t: TestApp) {
  const dir = t.config.mediaDir;
  return {
    visible: readdirSync(dir).filter((name) => name !== '.tmp'),
    temporary: readdirSync(path.join(dir, '.tmp')),
  };
}

export const countMediaRows = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
