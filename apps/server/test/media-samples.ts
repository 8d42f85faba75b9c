// The sample files themselves live in sample-files.ts, free of DOM types, so that the browser
// journeys (e2e/) can generate the same real files.
export * from './sample-files';

export type UploadFile = { name: string; content: Buffer; type?: string; field?: string };

/** A multipart/form-data body, built by the platform's own FormData encoder. */
export async function multipart(files: UploadFile[]) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'files',
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://taller.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
