/** What other features use of imports: the 'Importar' button of their lists. */
export { ImportButton } from './components/import-button';
