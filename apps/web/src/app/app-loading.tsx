import { LoadingIndicator } from '../components/ui/loading-indicator';

/** Shown while the first screen's code and the session renewal load. */
export function AppLoading() {
  return <LoadingIndicator isLoading fullScreen />;
}
