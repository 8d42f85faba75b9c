import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from './api-client';

/** '/api/payment/3/file' → '/payment/3/file': the api client adds the /api prefix itself. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * A private file (a payment proof, a ticket attachment) fetched with the session's token and shown
 * through an object URL: these files are never served as public media (decision 017).
 */
export function usePrivateFileUrl(url: string | null) {
  const query = useQuery({
    queryKey: ['private-file', url],
    queryFn: () => api.download(apiPath(url!)),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
  const objectUrl = useMemo(
    () => (query.data ? URL.createObjectURL(query.data) : null),
    [query.data],
  );
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return { objectUrl, isPending: query.isPending && url !== null, error: query.error };
}

/** Opens a private file in a new tab (the browser's own viewer for a PDF or an image). */
export async function openPrivateFile(url: string) {
  // Opened before the download so that the browser does not block it as a pop-up.
  const tab = window.open('', '_blank');
  const blob = await api.download(apiPath(url));
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.location.href = objectUrl;
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
