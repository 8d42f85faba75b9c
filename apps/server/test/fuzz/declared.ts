import { documentPath } from '../../src/plugins/openapi';
import { isReferenceRoute } from './checks';

/** An OpenAPI document as far as its operations' answers. */
type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/**
 * Each status an operation was seen to answer that its entry in the document does not list
 * ("GET /api/line/:id answered 409"), or that the document does not list at all (its paths are
 * relative to /api). Only the reference page and its files are left out of it; a 304
 * or 206 counts only where the operation declares it.
 */
export function undeclaredStatuses(doc: Document, seen: Map<string, Set<number>>): string[] {
  const problems: string[] = [];
  for (const [route, statuses] of seen) {
    const [method, url] = route.split(' ') as [string, string];
    const operation = doc.paths[documentPath(url)]?.[method.toLowerCase()];
    if (!operation) {
      if (!isReferenceRoute(url)) problems.push(`${route} is not in the document`);
      continue;
    }
    for (const status of statuses) {
      if (!(String(status) in operation.responses)) problems.push(`${route} answered ${status}`);
    }
  }
  return problems.sort();
}
