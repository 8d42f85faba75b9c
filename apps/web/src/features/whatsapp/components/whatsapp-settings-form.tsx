import type { WhatsAppSettings } from '@taller/shared/whatsapp/whatsapp.schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import { useSaveSettings } from '../api/save-whatsapp-settings';
import { useWhatsAppSettings } from '../api/get-whatsapp-settings';
import { useWhatsAppTemplates } from '../api/get-whatsapp-templates';
import { Field, INPUT, SECTION, TextBox } from './form-fields';
import { TemplatesForm } from './templates-form';

/** A secret box: never filled with the stored value; it only says whether one is set. */
function SecretField({
  label,
  isSet,
  value,
  onChange,
}: {
  label: string;
  isSet: boolean;
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field
      label={label}
      hint={isSet ? 'Configurado. Déjelo vacío para conservarlo.' : 'Sin configurar.'}
    >
      {(id) => (
        <input
          id={id}
          type="password"
          autoComplete="off"
          className={INPUT}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** The settings typed in the clear, with the keyboard a phone should show. */
const TEXT_FIELDS = [
  { key: 'phoneNumberId', label: 'ID del número de teléfono', inputMode: 'numeric' },
  { key: 'businessAccountId', label: 'ID de la cuenta de WhatsApp Business', inputMode: 'numeric' },
  { key: 'apiVersion', label: 'Versión de la API', inputMode: undefined },
] as const;

/** The secrets, each with the flag that says whether one is stored. */
const SECRET_FIELDS = [
  { key: 'accessToken', label: 'Token de acceso', isSet: 'hasAccessToken' },
  { key: 'appSecret', label: 'Secreto de la aplicación', isSet: 'hasAppSecret' },
  { key: 'verifyToken', label: 'Token de verificación del webhook', isSet: 'hasVerifyToken' },
] as const;

function SettingsForm({ settings }: { settings: WhatsAppSettings }) {
  const save = useSaveSettings();
  const [form, setForm] = useState({
    enabled: settings.enabled,
    phoneNumberId: settings.phoneNumberId ?? '',
    businessAccountId: settings.businessAccountId ?? '',
    apiVersion: settings.apiVersion,
    accessToken: '',
    appSecret: '',
    verifyToken: '',
  });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  return (
    <form
      className={`${SECTION} grid gap-3 sm:grid-cols-2`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form, {
          onSuccess: () =>
            setForm((f) => ({ ...f, accessToken: '', appSecret: '', verifyToken: '' })),
        });
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Configuración</h2>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2">
        <input type="checkbox" checked={form.enabled} onChange={set('enabled')} />
        Integración activada
      </label>
      {TEXT_FIELDS.map(({ key, label, inputMode }) => (
        <TextBox
          key={key}
          label={label}
          value={form[key]}
          onChange={set(key)}
          inputMode={inputMode}
        />
      ))}
      {SECRET_FIELDS.map(({ key, label, isSet }) => (
        <SecretField
          key={key}
          label={label}
          isSet={settings[isSet]}
          value={form[key]}
          onChange={set(key)}
        />
      ))}
      <p className="text-sm break-all text-slate-600 sm:col-span-2">
        URL del webhook para Meta: <code>{settings.webhookUrl}</code>
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar configuración'}
        </Button>
      </div>
    </form>
  );
}

/** Settings and templates (managers): forms start from what the server has. */
export function WhatsAppSetup() {
  const settings = useWhatsAppSettings(true);
  const templates = useWhatsAppTemplates(true);
  if (settings.isPending || templates.isPending) {
    return <LoadingIndicator isLoading message="Cargando configuración..." size="medium" />;
  }
  if (settings.error || templates.error) {
    return (
      <LoadError
        message={`Error al cargar la configuración: ${errorMessage(settings.error ?? templates.error)}`}
        onRetry={() => void Promise.all([settings.refetch(), templates.refetch()])}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SettingsForm key={settings.data.updatedAt ?? 'nuevo'} settings={settings.data} />
      <TemplatesForm key={JSON.stringify(templates.data.items)} templates={templates.data.items} />
    </div>
  );
}
