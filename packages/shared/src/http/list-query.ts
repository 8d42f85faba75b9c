import { z } from '../zod';

/**
 * The query every paginated list takes (`q`, filters, `page`, `pageSize`, `sort`) and the page it
 * answers with (`{ items, total, page, pageSize }`). Query values arrive as strings.
 */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;

export const LIST_MESSAGES = {
  page: 'La página debe ser un número entero mayor que 0',
  pageSize: `El tamaño de página debe ser un número entero entre 1 y ${PAGE_SIZE_MAX}`,
  search: 'La búsqueda no puede tener más de 100 caracteres',
  searchInvalid: 'La búsqueda contiene caracteres no permitidos',
  deleted: "El parámetro 'deleted' debe ser 'true' o 'false'",
  sort: (allowed: readonly string[]) =>
    `Orden no válido. Valores permitidos: ${allowed.join(', ')}`,
} as const;

/** A whole number in the query string; the API's document calls it an integer (what it means). */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,9}$/, message)
    .meta({ type: 'integer', minimum: min, maximum: max })
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

export const pageParam = wholeNumber(LIST_MESSAGES.page, 1, PAGE_MAX).default(1);
export const pageSizeParam = wholeNumber(LIST_MESSAGES.pageSize, 1, PAGE_SIZE_MAX).default(
  PAGE_SIZE_DEFAULT,
);

/** Free-text search; blank means no search. */
export const searchParam = z
  .string({ error: LIST_MESSAGES.searchInvalid })
  .trim()
  .max(100, LIST_MESSAGES.search)
  // eslint-disable-next-line no-control-regex -- control characters have no place in a search
  .refine((value) => !/[\u0000-\u001F\u007F]/.test(value), LIST_MESSAGES.searchInvalid)
  .optional()
  .transform((value) => (value ? value : undefined));

/** `deleted=true` lists the trash instead of the live records. */
export const deletedParam = z
  .enum(['true', 'false'], { error: LIST_MESSAGES.deleted })
  .optional()
  .transform((value) => value === 'true');

export type SortDirection = 'asc' | 'desc';
export type Sort<F extends string> = { field: F; direction: SortDirection };

/** `sort=name` ascending, `sort=-createdAt` descending; only the listed fields. */
export function sortParam<const F extends string>(fields: readonly F[], fallback: F | `-${F}`) {
  const allowed = fields.flatMap((field) => [field, `-${field}`]);
  return z
    .string({ error: LIST_MESSAGES.sort(allowed) })
    .refine((value) => allowed.includes(value), LIST_MESSAGES.sort(allowed))
    .default(fallback)
    .transform((value): Sort<F> =>
      value.startsWith('-')
        ? { field: value.slice(1) as F, direction: 'desc' }
        : { field: value as F, direction: 'asc' },
    );
}

/** A list's query: its filters and sort, then `page` and `pageSize`. */
export const pagedQuery = <S extends z.ZodRawShape>(filters: S) =>
  z.object({ ...filters, page: pageParam, pageSize: pageSizeParam });

/** A check of a query as a whole, after its fields are read. */
type QueryCheck = (query: unknown, ctx: z.RefinementCtx) => void;

/** A query whose `from` is after its `to` is refused with `message`, on `from`. */
export const dateRangeCheck =
  (message: string): QueryCheck =>
  (query, ctx) => {
    const { from, to } = query as { from?: string; to?: string };
    if (from && to && from > to) {
      ctx.addIssue({ code: 'custom', message, path: ['from'] });
    }
  };

/**
 * A resource's list query and its CSV export's, from one set of filters and sort: the list is
 * paged, the export answers every matching row. `check` looks at a query as a whole
 * (`dateRangeCheck`).
 */
export function listQueries<S extends z.ZodRawShape>(filters: S, check?: QueryCheck) {
  const list = pagedQuery(filters);
  const exported = z.object(filters);
  return check
    ? ([list.superRefine(check), exported.superRefine(check)] as const)
    : ([list, exported] as const);
}

/**
 * The list and CSV export queries of a resource with a trash: the search `q`, the resource's own
 * filters, `deleted=true` for the trash, then the sort by one of `sortFields`.
 */
export const trashListQueries = <S extends z.ZodRawShape, const F extends string>(
  filters: S,
  sortFields: readonly F[],
  fallback: F | `-${F}`,
  check?: QueryCheck,
) =>
  listQueries(
    { q: searchParam, ...filters, deleted: deletedParam, sort: sortParam(sortFields, fallback) },
    check,
  );

/** An optional enum filter from the query string. */
export const enumFilter = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) => z.enum(values, { error: message }).optional();

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
