/** What other features and pages may use of institutions. */
export { InstitutionCombobox } from './components/institution-combobox';
export { institutionKeys } from './api/institution-keys';
