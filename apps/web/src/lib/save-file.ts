import { localDay } from './dates';

/** Offers a Blob to the user as a download named `filename`, through a temporary object URL. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'instituciones-2025-01-15.csv': the prefix and today's local date. */
export function datedFilename(prefix: string, extension: string, now = new Date()) {
  return `${prefix}-${localDay(now)}.${extension}`;
}
