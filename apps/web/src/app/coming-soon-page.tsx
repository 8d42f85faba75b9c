import { ComingSoon } from '../components/ui/coming-soon';
import { useRouteTitle } from './route-handle';

/** The one placeholder screen of the route table: its title comes from the route's handle. */
export function ComingSoonPage() {
  return <ComingSoon title={useRouteTitle() ?? ''} />;
}
