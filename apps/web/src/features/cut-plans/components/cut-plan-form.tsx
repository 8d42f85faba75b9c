import {
  CUT_PLAN_TEXTS as T,
  CutPlanInputSchema,
  type CutPlanInput,
  type CutPlanLimits,
} from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { errorMessage } from '../../../lib/error-message';
import {
  useCreateCutPlan,
  useLastCutPlan,
  useOrdersInProduction,
  usePreviewCutPlan,
} from '../api/cut-plan-api';
import { CutPlanMaterials } from './cut-plan-materials';

/** A workshop's first plan: 50 plies on a 6 m table, 4 sizes per marker, 2 cm, 3 %. */
const FIRST_LIMITS: CutPlanLimits = {
  maxPlies: 50,
  maxMarkerLengthM: 6,
  maxSizesPerMarker: 4,
  endAllowanceCm: 2,
  wastePercent: 3,
  maxOverCutPerSize: 0,
};
type Fields = Record<keyof CutPlanLimits, string>;
const toFields = (l: CutPlanLimits): Fields => ({
  maxPlies: String(l.maxPlies),
  maxMarkerLengthM: l.maxMarkerLengthM === null ? '' : String(l.maxMarkerLengthM),
  maxSizesPerMarker: String(l.maxSizesPerMarker),
  endAllowanceCm: String(l.endAllowanceCm),
  wastePercent: String(l.wastePercent),
  maxOverCutPerSize: String(l.maxOverCutPerSize),
});
const LIMIT_FIELDS: [keyof CutPlanLimits, string, string?][] = [
  ['maxPlies', T.maxPlies],
  ['maxMarkerLengthM', T.maxMarkerLength, T.maxMarkerLengthHint],
  ['maxSizesPerMarker', T.maxSizesPerMarker],
  ['endAllowanceCm', T.endAllowance],
  ['wastePercent', T.waste],
  ['maxOverCutPerSize', T.overCut],
];
const number = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** 'Nuevo plan': choose orders (all in production by default), set limits, preview, save. */
export function CutPlanForm() {
  const orders = useOrdersInProduction();
  const last = useLastCutPlan();
  if (orders.isPending || last.isPending)
    return <LoadingIndicator isLoading message={T.loadingOrders} size="medium" />;
  if (orders.error)
    return (
      <LoadError
        message={`${T.ordersError}: ${errorMessage(orders.error)}`}
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  if (orders.data.length === 0)
    return (
      <p className="rounded-lg border bg-white p-6 text-center text-slate-600">{T.noOrders}</p>
    );
  return <PlanEditor orders={orders.data} limits={last.data?.limits ?? FIRST_LIMITS} />;
}

function PlanEditor({
  orders,
  limits,
}: {
  orders: { id: number; number: string; client: string }[];
  limits: CutPlanLimits;
}) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(orders.map((o) => o.id)));
  const [fields, setFields] = useState<Fields>(() => toFields(limits));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const preview = usePreviewCutPlan();
  const create = useCreateCutPlan();

  const body = (): CutPlanInput | null => {
    if (chosen.size === 0) {
      setErrors([T.chooseOrders]);
      return null;
    }
    const input = {
      ...(chosen.size === orders.length ? {} : { orderIds: [...chosen] }),
      maxPlies: number(fields.maxPlies),
      maxMarkerLengthM:
        fields.maxMarkerLengthM.trim() === '' ? null : number(fields.maxMarkerLengthM),
      maxSizesPerMarker: number(fields.maxSizesPerMarker),
      endAllowanceCm: number(fields.endAllowanceCm),
      wastePercent: number(fields.wastePercent),
      maxOverCutPerSize: number(fields.maxOverCutPerSize),
      note: note.trim() || null,
    };
    const parsed = CutPlanInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((i) => i.message))]);
      return null;
    }
    setErrors([]);
    return input;
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    const input = body();
    if (input) preview.mutate(input);
  };
  const onSave = () => {
    const input = body();
    if (input)
      create.mutate(input, { onSuccess: (envelope) => void navigate(String(envelope.data.id)) });
  };
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onPreview}
        noValidate
        className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-slate-900">{T.orders}</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={chosen.size === orders.length}
              onChange={(e) =>
                setChosen(e.target.checked ? new Set(orders.map((o) => o.id)) : new Set())
              }
            />
            {`${T.allOrders} (${orders.length})`}
          </label>
          <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {orders.map((o) => (
              <label key={o.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={chosen.has(o.id)} onChange={() => toggle(o.id)} />
                <span className="font-medium">{o.number}</span>
                <span className="truncate text-slate-600">{o.client}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-slate-900">{T.limits}</legend>
          <p className="mb-3 text-sm text-slate-600">{T.limitsHint}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {LIMIT_FIELDS.map(([key, label, hint]) => (
              <label key={key} className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-slate-700">{label}</span>
                <input
                  inputMode="decimal"
                  className="rounded-md border border-slate-300 px-3 py-2"
                  value={fields[key]}
                  placeholder={hint}
                  onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
                />
              </label>
            ))}
          </div>
          <label className="mt-3 flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-700">{T.note}</span>
            <input
              className="rounded-md border border-slate-300 px-3 py-2"
              value={note}
              maxLength={300}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
        </fieldset>
        {errors.length > 0 && (
          <ul
            role="alert"
            className="list-disc rounded-md bg-red-50 py-2 pr-3 pl-8 text-sm text-red-700"
          >
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={preview.isPending}>
            {preview.isPending ? T.previewing : T.preview}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={onSave}
            disabled={create.isPending || !preview.data}
          >
            {create.isPending ? T.saving : T.save}
          </Button>
        </div>
      </form>
      {preview.error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {errorMessage(preview.error)}
        </p>
      )}
      {preview.data && (
        <CutPlanMaterials
          materials={preview.data.materials}
          total={preview.data.metres}
          productsWithoutMaterials={preview.data.productsWithoutMaterials}
        />
      )}
    </div>
  );
}
