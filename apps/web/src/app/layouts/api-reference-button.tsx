import { isStaff } from '@taller/shared/auth/roles';
import { openApiReference } from '../../api/reference';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/toast';
import { toldByApiClient } from '../../lib/toast-mutation';

/** 'Referencia de la API' in the director area's user menu: staff only, like the page itself. */
export function ApiReferenceButton() {
  const role = useCurrentUser().data?.role;
  if (!isStaff(role)) return null;
  const open = () =>
    openApiReference().catch((error: unknown) => {
      if (!toldByApiClient(error)) notify.error(errorMessage(error), 'api-reference-error');
    });
  return (
    <button
      type="button"
      onClick={() => void open()}
      className="mt-2 w-full rounded-md px-3 py-1 text-left text-xs text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:outline-none"
    >
      Referencia de la API
    </button>
  );
}
