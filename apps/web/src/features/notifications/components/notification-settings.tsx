import {
  EVENT_KINDS,
  EVENT_KIND_LABELS,
  type EventKind,
} from '@taller/shared/notifications/event-kinds';
import type { EventRecipients } from '@taller/shared/notifications/notification.schema';
import { STAFF_ROLES } from '@taller/shared/auth/roles';
import { roleLabel } from '@taller/shared/auth/role-labels';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import { usePreferences } from '../api/get-preferences';
import { useRecipients } from '../api/get-recipients';
import { useSavePreferences } from '../api/save-preferences';
import { useSaveRecipients } from '../api/save-recipients';

type SectionTexts = {
  id: string;
  title: string;
  intro: string;
  loading: string;
  /** What failed to load: 'las preferencias'. */
  subject: string;
  save: string;
};

const PREFERENCES_TEXTS: SectionTexts = {
  id: 'mis-preferencias',
  title: 'Mis preferencias',
  intro: 'Marque los tipos que no desea recibir.',
  loading: 'Cargando preferencias...',
  subject: 'las preferencias',
  save: 'Guardar preferencias',
};

const RECIPIENTS_TEXTS: SectionTexts = {
  id: 'destinatarios',
  title: 'Destinatarios por tipo',
  intro: 'Qué roles del personal reciben cada tipo de aviso, y si lo recibe el cliente del pedido.',
  loading: 'Cargando destinatarios...',
  subject: 'los destinatarios',
  save: 'Guardar destinatarios',
};

/**
 * A settings section of the screen: its title and intro, the settings once loaded (with their
 * loading and error states), and its save button, which sends `changes` through `save` and then
 * calls `onSaved` (the section drops its draft).
 */
function SettingsSection<B>({
  texts,
  query,
  save,
  changes,
  onSaved,
  children,
}: {
  texts: SectionTexts;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  save: { isPending: boolean; mutate: (body: B, options: { onSuccess: () => void }) => void };
  /** What to save, or null while nothing changed since the last save. */
  changes: B | null;
  onSaved: () => void;
  children: ReactNode;
}) {
  const isSaving = save.isPending;
  return (
    <section
      aria-labelledby={texts.id}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={texts.id} className="text-lg font-semibold text-slate-900">
        {texts.title}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{texts.intro}</p>
      {query.isPending ? (
        <LoadingIndicator isLoading message={texts.loading} size="small" />
      ) : query.error ? (
        <LoadError
          message={`Error al cargar ${texts.subject}: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {children}
          <Button
            className="mt-3"
            disabled={isSaving || changes === null}
            onClick={() => changes !== null && save.mutate(changes, { onSuccess: onSaved })}
          >
            {isSaving ? 'Guardando...' : texts.save}
          </Button>
        </>
      )}
    </section>
  );
}

/** 'Mis preferencias': the kinds the user silenced for themself. */
export function PreferencesSection() {
  const query = usePreferences();
  const save = useSavePreferences();
  const [muted, setMuted] = useState<EventKind[] | null>(null);
  const current = muted ?? query.data?.muted ?? [];
  return (
    <SettingsSection
      texts={PREFERENCES_TEXTS}
      query={query}
      save={save}
      changes={muted && { muted }}
      onSaved={() => setMuted(null)}
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Tipos silenciados</legend>
        {EVENT_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={current.includes(kind)}
              onChange={(e) =>
                setMuted(e.target.checked ? [...current, kind] : current.filter((k) => k !== kind))
              }
            />
            Silenciar «{EVENT_KIND_LABELS[kind]}»
          </label>
        ))}
      </fieldset>
    </SettingsSection>
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
    <SettingsSection
      texts={RECIPIENTS_TEXTS}
      query={query}
      save={save}
      changes={draft && { items: draft }}
      onSaved={() => setDraft(null)}
    >
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
    </SettingsSection>
  );
}
