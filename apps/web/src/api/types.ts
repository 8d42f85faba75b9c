import type { paths } from './openapi';

/**
 * The document's calls as types the kit's helpers take (erased at build time): which paths
 * answer a method, a page of a list, a file of some type, and the answers themselves.
 */
export type { paths };

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer `M` ('/line/{id}' for 'get'). */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> =
  paths[P] extends Record<M, infer O> ? O : never;

/** The envelope a successful call answers with ({ status, message, data }). */
export type EnvelopeOf<P extends PathWith<M>, M extends Method = 'get'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer E } } } }
    ? E
    : never;

/** The envelope's `data` of a successful call. */
export type DataOf<P extends PathWith<M>, M extends Method = 'get'> =
  EnvelopeOf<P, M> extends { data: infer D } ? D : never;

/** The path parameters a call needs ({ id: number }), or never when it takes none. */
export type PathParamsOf<P extends PathWith<M>, M extends Method> =
  Operation<P, M> extends { parameters: { path: infer A } } ? A : never;

/** The GET paths that answer one page of a list ({ items, total, page, pageSize }). */
export type PagePath = {
  [P in PathWith<'get'>]: DataOf<P> extends { items: unknown[]; total: number } ? P : never;
}[PathWith<'get'>];

/** One record of the pages a PagePath answers. */
export type ItemOf<P extends PagePath> = DataOf<P> extends { items: (infer T)[] } ? T : never;

/** The GET paths that answer a file of media type `T` instead of the envelope ('text/csv'). */
export type FilePath<T extends string> = {
  [P in PathWith<'get'>]: Operation<P, 'get'> extends {
    responses: { 200: { content: Record<T, unknown> } };
  }
    ? P
    : never;
}[PathWith<'get'>];

/** The POST paths that take a multipart form (uploads). */
export type UploadPath = {
  [P in PathWith<'post'>]: Operation<P, 'post'> extends {
    requestBody: { content: { 'multipart/form-data': unknown } };
  }
    ? P
    : never;
}[PathWith<'post'>];
