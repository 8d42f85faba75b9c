import type { Model } from '@taller/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DetailsModal, type RecordModalProps } from '../../../resource/details-modal';
import { useModel } from '../api/get-model';
import { ModelDetails } from './model-details';
import { ModelMediaViewer } from './model-media-viewer';

const TABS = [
  { key: 'details', label: 'Detalles del Modelo' },
  { key: 'media', label: 'Multimedia' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Two tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
function ModelDetailsTabs({ model }: { model: Model }) {
  const baseId = useId();
  const [tab, setTab] = useState<TabKey>('details');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.key === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + TABS.length) % TABS.length;
    setTab(TABS[target]!.key);
    refs.current[target]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label="Secciones del modelo"
        className="flex gap-1 border-b border-slate-200"
      >
        {TABS.map((t, index) => (
          <button
            key={t.key}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
              tab === t.key
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        // The panel is focusable so keyboard users can reach it when it holds no control.
        tabIndex={0}
        className="focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {tab === 'details' ? (
          <ModelDetails model={model} />
        ) : (
          <ModelMediaViewer media={model.media ?? []} />
        )}
      </div>
    </div>
  );
}

function FreshModelDetails({ model }: { model: Model }) {
  const { data } = useModel(model.id, model);
  return <ModelDetailsTabs model={data ?? model} />;
}

/** 'Detalles del Modelo': the row at once, then the fresh copy of ['models', id]. */
export function ModelDetailsModal({ record: model, onClose }: RecordModalProps<Model>) {
  return (
    <DetailsModal isOpen={model !== null} onClose={onClose} title="Detalles del Modelo" size="3xl">
      {model && <FreshModelDetails key={model.id} model={model} />}
    </DetailsModal>
  );
}
