import { readdirSync, statSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';

const BOUNDARY = 'taller-slow-upload';

/**
 * An upload of one video/mp4 `file` to a running server, its body sent piece by piece by the
 * test (`send`, `end`), so that an upload is in flight when the server stops. With
 * `declareLength` the request says how long the whole body will be. `answer` is the response
 * (it rejects when the connection dies first).
 */
export function startSlowUpload(
  serverUrl: string,
  token: string,
  file: { name: string; content: Buffer },
  declareLength = false,
) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: video/mp4\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const length = Buffer.byteLength(head) + file.content.length + Buffer.byteLength(tail);
  const { hostname, port } = new URL(serverUrl);
  const upload = request({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/media/upload',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(declareLength && { 'content-length': length }),
    },
  });
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    upload.once('response', resolve);
    upload.once('error', reject);
  });
  upload.write(head);
  return {
    answer,
    send: (bytes: Buffer) => upload.write(bytes),
    /** Sends the last bytes of the file and closes the body. */
    end: (bytes: Buffer) => upload.end(Buffer.concat([bytes, Buffer.from(tail)])),
  };
}

/** Bytes under MEDIA_DIR/.tmp right now (the in-progress uploads' temporary files). */
export const tmpBytes = (mediaDir: string) =>
  readdirSync(path.join(mediaDir, '.tmp')).reduce(
    (sum, name) => sum + statSync(path.join(mediaDir, '.tmp', name)).size,
    0,
  );
