import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder until this screen's own delivery replaces the file. */
export function ModelsPage() {
  return <ComingSoon title="Modelos de la Línea" />;
}
