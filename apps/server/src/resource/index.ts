/**
 * The resource kit (README.md): what every kind of record shares on the server — its routes
 * (list, CSV export, get, create, update, trash, restore), its list pages, its trash, and the
 * queries every module writes alike. Modules import it from here.
 */
export * from './list-routes';
export * from './page';
export * from './queries';
export * from './routes';
export * from './trash';
export * from './bulk';
