/**
 * `inline` (shown by the browser) or `attachment` (downloaded), with the file's name (RFC 6266): a plain-ASCII fallback for old clients and the
 * exact name percent-encoded in filename*. Quotes, backslashes and control characters never
 * reach the header.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string) {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')
    .trim();
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback || 'archivo'}"; filename*=UTF-8''${encoded}`;
}
