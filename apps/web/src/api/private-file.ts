import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { unwrap } from './core';

/**
 * A private file's typed call, answered as a Blob:
 * `() => api.GET('/payment/{id}/file', { params: { path: { id } }, parseAs: 'blob' })`.
 */
export type FileCall = () => Promise<{ data?: Blob; error?: unknown; response: Response }>;

/**
 * A private file (a payment proof, a ticket attachment) fetched with the session's token and shown
 * through an object URL: these files are never served as public media (decision 017). `key`
 * names the file ('payment', 3) in the query cache.
 */
export function usePrivateFileUrl(key: readonly unknown[], fetchFile: FileCall) {
  const query = useQuery({
    queryKey: ['private-file', ...key],
    queryFn: () => unwrap(fetchFile()),
    staleTime: Infinity,
    gcTime: 0,
  });
  const objectUrl = useMemo(
    () => (query.data ? URL.createObjectURL(query.data) : null),
    [query.data],
  );
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return { objectUrl, isPending: query.isPending, error: query.error };
}

/** Opens a private file in a new tab (the browser's own viewer for a PDF or an image). */
export async function openPrivateFile(fetchFile: FileCall) {
  // Opened before the download so that the browser does not block it as a pop-up.
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await unwrap(fetchFile());
  } catch (error) {
    // A refusal leaves no blank tab behind: the caller says what went wrong where the user is.
    tab?.close();
    throw error;
  }
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.location.href = objectUrl;
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
