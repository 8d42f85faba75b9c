import {
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  type EventKind,
} from '@taller/shared/notifications/event-kinds';
import type { EventRecipients } from '@taller/shared/notifications/notification.schema';
import { STAFF_ROLES } from '@taller/shared/auth/roles';
import { roleLabel } from '@taller/shared/auth/role-labels';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import {
  usePreferences,
  useRecipients,
  useSavePreferences,
  useSaveRecipients,
} from '../api/notifications';

const SECTION = 'mt-8 rounded-lg border border-slate-200 bg-white p-4';

/** 'Mis preferencias': the kinds the user silenced for themself. */
export function PreferencesSection() {
  const query = usePreferences();
  const save = useSavePreferences();
  const [muted, setMuted] = useState<EventKind[] | null>(null);
  const current = muted ?? query.data?.muted ?? [];
  return (
    <section aria-labelledby="mis-preferencias" className={SECTION}>
      <h2 id="mis-preferencias" className="text-lg font-semibold text-slate-900">
        Mis preferencias
      </h2>
      <p className="mb-3 text-sm text-slate-600">Marque los tipos que no desea recibir.</p>
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando preferencias..." size="small" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar las preferencias: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">Tipos silenciados</legend>
            {EVENT_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={current.includes(kind)}
                  onChange={(e) =>
                    setMuted(
                      e.target.checked ? [...current, kind] : current.filter((k) => k !== kind),
                    )
                  }
                />
                Silenciar «{EVENT_KIND_LABELS[kind]}»
              </label>
            ))}
          </fieldset>
          <Button
            className="mt-3"
            disabled={save.isPending || muted === null}
            onClick={() => save.mutate({ muted: current }, { onSuccess: () => setMuted(null) })}
          >
            {save.isPending ? 'Guardando...' : 'Guardar preferencias'}
          </Button>
        </>
      )}
    </section>
  );
}

/** 'Destinatarios por tipo' (managers): which staff roles, and whether the client, hear of each kind. */
export function RecipientsSection() {
  const query = useRecipients(true);
  const save = useSaveRecipients();
  const [draft, setDraft] = useState<EventRecipients[] | null>(null);
  const items = draft ?? query.data?.items ?? [];
  const change = (kind: string, next: Partial<EventRecipients>) =>
    setDraft(items.map((item) => (item.kind === kind ? { ...item, ...next } : item)));
  return (
    <section aria-labelledby="destinatarios" className={SECTION}>
      <h2 id="destinatarios" className="text-lg font-semibold text-slate-900">
        Destinatarios por tipo
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Qué roles del personal reciben cada tipo de aviso, y si lo recibe el cliente del pedido.
      </p>
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando destinatarios..." size="small" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar los destinatarios: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.kind} className="py-2">
                <p className="text-sm font-medium text-slate-900">{EVENT_KIND_LABELS[item.kind]}</p>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {STAFF_ROLES.map((role) => (
                    <label key={role} className="flex items-center gap-1 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        checked={item.roles.includes(role)}
                        onChange={(e) =>
                          change(item.kind, {
                            roles: e.target.checked
                              ? [...item.roles, role]
                              : item.roles.filter((r) => r !== role),
                          })
                        }
                      />
                      {roleLabel(role)}
                    </label>
                  ))}
                  <label className="flex items-center gap-1 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      checked={item.notifyClient}
                      onChange={(e) => change(item.kind, { notifyClient: e.target.checked })}
                    />
                    Cliente
                  </label>
                </div>
              </li>
            ))}
          </ul>
          <Button
            className="mt-3"
            disabled={save.isPending || draft === null}
            onClick={() => save.mutate({ items }, { onSuccess: () => setDraft(null) })}
          >
            {save.isPending ? 'Guardando...' : 'Guardar destinatarios'}
          </Button>
        </>
      )}
    </section>
  );
}
