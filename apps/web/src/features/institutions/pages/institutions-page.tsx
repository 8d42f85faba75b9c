import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's own delivery replaces the file. */
export function InstitutionsPage() {
  return <ComingSoon title="Gestión de Instituciones" />;
}
