import {
  CLIENT_EVENT_KINDS,
  EVENT_KIND_LABELS,
  type EventKind,
} from '@taller/shared/notifications/event-kinds';
import { WHATSAPP_SCREEN_TEXTS as T } from '@taller/shared/whatsapp/whatsapp-messages';
import type { WhatsAppTemplate } from '@taller/shared/whatsapp/whatsapp.schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSaveTemplates } from '../api/save-whatsapp-templates';
import { TemplatePreview } from './template-preview';
import { VariablePickList } from './variable-pick-list';
import { INPUT, SECTION, TextBox } from './form-fields';

/** The kinds whose record has a document a template may carry as its header, and what it is. */
const documentLabelOf = (kind: EventKind) => T.documentLabels[kind];

/** Up to three quick-reply buttons: one box each, blanks dropped on save. */
function ButtonsField({
  kind,
  value,
  onChange,
}: {
  kind: EventKind;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const boxes = [0, 1, 2].map((i) => value[i] ?? '');
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend className="font-medium text-slate-700">{T.buttonsLabel}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {boxes.map((text, i) => (
          <input
            key={i}
            aria-label={`${T.buttonPlaceholder(i + 1)} (${EVENT_KIND_LABELS[kind]})`}
            placeholder={T.buttonPlaceholder(i + 1)}
            maxLength={20}
            className={INPUT}
            value={text}
            onChange={(e) => onChange(boxes.map((b, j) => (j === i ? e.target.value : b)))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One kind's template: on/off, name, language, ordered variables, document, buttons, preview. */
function TemplateRow({
  t,
  change,
}: {
  t: WhatsAppTemplate;
  change: (next: Partial<WhatsAppTemplate>) => void;
}) {
  const label = EVENT_KIND_LABELS[t.kind];
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-2">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900 sm:col-span-2">
        <input
          type="checkbox"
          checked={t.enabled}
          onChange={(e) => change({ enabled: e.target.checked })}
        />
        {label}
      </label>
      <TextBox
        label={`Nombre de plantilla (${label})`}
        value={t.templateName}
        onChange={(e) => change({ templateName: e.target.value })}
      />
      <TextBox
        label={`Idioma (${label})`}
        value={t.language}
        onChange={(e) => change({ language: e.target.value })}
      />
      <VariablePickList
        label={`Variables (${label})`}
        value={t.variables}
        onChange={(variables) => change({ variables })}
      />
      <TemplatePreview
        kind={t.kind}
        variables={t.variables}
        document={t.document}
        buttons={t.buttons.filter((b) => b.trim())}
      />
      {documentLabelOf(t.kind) && (
        <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input
            type="checkbox"
            checked={t.document}
            onChange={(e) => change({ document: e.target.checked })}
          />
          {documentLabelOf(t.kind)}
        </label>
      )}
      <div className="sm:col-span-2">
        <ButtonsField kind={t.kind} value={t.buttons} onChange={(buttons) => change({ buttons })} />
      </div>
    </li>
  );
}

/** The templates of the kinds clients hear of, saved together. */
export function TemplatesForm({ templates }: { templates: WhatsAppTemplate[] }) {
  const save = useSaveTemplates();
  const [items, setItems] = useState(templates);
  const change = (kind: string) => (next: Partial<WhatsAppTemplate>) =>
    setItems(items.map((t) => (t.kind === kind ? { ...t, ...next } : t)));
  return (
    <form
      className={SECTION}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          items: items.map((t) => ({
            ...t,
            buttons: t.buttons.map((b) => b.trim()).filter(Boolean),
          })),
        });
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">Plantillas</h2>
      <p className="mb-3 text-sm text-slate-600">
        Plantilla aprobada por Meta para cada aviso a clientes, y el dato que va en cada variable (
        {'{{1}}'}, {'{{2}}'}…), en el orden elegido.
      </p>
      <ul className="divide-y divide-slate-100">
        {items
          .filter((t) => CLIENT_EVENT_KINDS.includes(t.kind))
          .map((t) => (
            <TemplateRow key={t.kind} t={t} change={change(t.kind)} />
          ))}
      </ul>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar plantillas'}
      </Button>
    </form>
  );
}
