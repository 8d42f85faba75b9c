import {
  EVENT_FIELD_LABELS,
  type EventField,
  type EventKind,
} from '@taller/shared/notifications/event-kinds';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useTemplatePreview } from '../api/get-template-preview';
import { WHATSAPP_SCREEN_TEXTS as T } from '@taller/shared/whatsapp/whatsapp-messages';

/**
 * What the message would carry now: {{1}}, {{2}}… filled, in the chosen order, from the latest
 * real event of the kind (its document and buttons named), before anything is saved.
 */
export function TemplatePreview({
  kind,
  variables,
  document,
  buttons,
}: {
  kind: EventKind;
  variables: EventField[];
  document: boolean;
  buttons: string[];
}) {
  const query = useTemplatePreview(kind);
  if (query.isPending) {
    return <LoadingIndicator isLoading message={T.previewLoading} size="small" />;
  }
  if (query.error) {
    return (
      <LoadError
        message={T.previewError(errorMessage(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { fields, eventAt } = query.data;
  return (
    <section
      aria-label={T.previewLabel}
      className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-slate-800"
    >
      <p className="text-xs text-slate-500">
        {eventAt ? T.previewFrom(formatDateTime(eventAt)) : T.previewNoEvent}
      </p>
      {document && <p>{T.previewDocument}</p>}
      {variables.length === 0 ? (
        <p>{T.noVariables}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-0.5">
          {variables.map((field, index) => (
            <li key={field}>
              <span className="font-mono text-xs text-slate-500">{`{{${index + 1}}}`}</span>{' '}
              {fields[field] || `[${EVENT_FIELD_LABELS[field]}]`}
            </li>
          ))}
        </ol>
      )}
      {buttons.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-1">
          {buttons.map((text) => (
            <span key={text} className="rounded-full border border-green-300 bg-white px-2 py-0.5">
              {text}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
