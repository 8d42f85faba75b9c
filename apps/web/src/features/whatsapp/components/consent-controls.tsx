import { WHATSAPP_SCREEN_TEXTS as T } from '@taller/shared/whatsapp/whatsapp-messages';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useOwnConsent, useSaveClientConsent, useSaveOwnConsent } from '../api/client-consent';
import { useConversation } from '../api/get-conversation';

/**
 * On the client's record (staff): whether they agreed to WhatsApp, since when and with which
 * text; the box records it or its withdrawal. The same field as the conversation panel's box.
 */
export function ClientConsentField({ clientId }: { clientId: number }) {
  const query = useConversation(clientId);
  const save = useSaveClientConsent(clientId);
  if (query.isPending)
    return <LoadingIndicator isLoading message={T.consentLoading} size="small" />;
  if (query.error) {
    return (
      <LoadError
        message={T.consentError(errorMessage(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { optIn, consentAt, consentText } = query.data.client;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={optIn}
          disabled={save.isPending}
          onChange={(e) => save.mutate({ consent: e.target.checked })}
        />
        {T.consentBox}
      </label>
      {optIn && consentAt ? (
        <span className="text-slate-600">{T.consentSince(formatDateTime(consentAt))}</span>
      ) : (
        <span className="text-slate-500">{T.consentNone}</span>
      )}
      {optIn && consentText && (
        <span className="text-xs text-slate-500">
          {T.consentByClient} «{consentText}»
        </span>
      )}
    </div>
  );
}

/** In the client's own area: the text offered, and their box to agree or withdraw. */
export function OwnConsentCard() {
  const query = useOwnConsent();
  const save = useSaveOwnConsent();
  return (
    <section
      aria-label={T.clientConsentTitle}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-slate-900">{T.clientConsentTitle}</h2>
      {query.isPending ? (
        <LoadingIndicator isLoading message={T.consentLoading} size="small" />
      ) : query.error ? (
        <LoadError
          message={T.consentError(errorMessage(query.error))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="mt-2 flex flex-col gap-2 text-sm text-slate-700">
          <p>{query.data.offeredText}</p>
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={query.data.optIn}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ consent: e.target.checked })}
            />
            {T.clientConsentBox}
          </label>
          {query.data.optIn && query.data.consentAt && (
            <span className="text-xs text-slate-500">
              {T.consentSince(formatDateTime(query.data.consentAt))}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
