import {
  DELIVERY_MESSAGES as M,
  ORDER_MESSAGES,
  parseLabelCode,
  type DeliveryPerson,
  type OrderDeliveries,
} from '@taller/shared';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/core';
import { Button } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/export-csv-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { paginate } from '../../../lib/pagination';
import { datedFilename, saveFile } from '../../../lib/save-file';
import {
  downloadDeliveriesCsv,
  downloadDeliveryNote,
  useDeliveries,
  useRecordDelivery,
  type DeliveryFeedback,
} from '../api/deliveries';
import { DeliveryActionDialog, type DeliveryAction } from '../components/delivery-action-dialog';
import { DeliveryProgress } from '../components/missing-list';
import { OwedWarning } from '../components/owed-warning';
import { PersonCard } from '../components/person-card';
import { foldText } from '@taller/shared/text/fold-text';
import { QrScan } from '../components/qr-scan';
import { ORDERS_PATH } from '../components/order-summary';

/** People cards on a page of the list: a phone scrolls through a class, not a school. */
const PEOPLE_PAGE_SIZE = 20;
/** 'Entrega' of one order, at orders/{orderId}/delivery: made for a phone at the school door. */
export function DeliveryPage() {
  const { orderId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(orderId) ? Number(orderId) : null;
  if (id === null) return <NotFound />;
  return <DeliveryScreen orderId={id} />;
}

const NotFound = () => (
  <p className="rounded-lg border bg-white p-8 text-center">{ORDER_MESSAGES.notFound}</p>
);

function DeliveryScreen({ orderId }: { orderId: number }) {
  const query = useDeliveries(orderId);
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isPending) {
    return <LoadingIndicator isLoading message="Cargando entregas..." size="medium" />;
  }
  if (query.error) {
    return (
      <LoadError
        message={`${M.loadError}: ${query.error.message || 'Error desconocido'}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <DeliveryDesk data={query.data} />;
}

function DeliveryDesk({ data }: { data: OrderDeliveries }) {
  const orderId = data.order.id;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [only, setOnly] = useState<DeliveryPerson['state'] | 'ALL'>('ALL');
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [action, setAction] = useState<DeliveryAction | null>(null);
  const [feedback, setFeedback] = useState<DeliveryFeedback | null>(null);
  // The page of the list, back to the first whenever the search, the filter or the pick change.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const record = useRecordDelivery(setFeedback);
  const canDeliver = data.order.status === 'FINISHED';
  const canChangeSize = canDeliver || data.order.status === 'DELIVERED';

  /** A label's code, scanned or typed: that person, or why not. */
  const takeCode = (text: string) => {
    const code = parseLabelCode(text);
    if (!code) return false;
    setSearch('');
    setScanning(false);
    if (code.orderId !== orderId) setNotice(M.scanOtherOrder);
    else if (!data.people.some((p) => p.id === code.personId)) setNotice(M.scanUnknown);
    else {
      setNotice(null);
      setPicked(code.personId);
    }
    return true;
  };

  const shown = useMemo(() => {
    if (picked !== null) return data.people.filter((p) => p.id === picked);
    const term = foldText(search);
    return data.people.filter(
      (p) =>
        (only === 'ALL' || p.state === only) &&
        (!term || foldText(`${p.name} ${p.course ?? ''}`).includes(term)),
    );
  }, [data.people, picked, search, only]);
  const listKey = `${search}|${only}|${picked}`;
  const page = paginate(shown, paging.key === listKey ? paging.page : 1, PEOPLE_PAGE_SIZE);

  const actions = {
    onDeliver: (person: DeliveryPerson) => setAction({ person, kind: 'DELIVERED' }),
    onChangeSize: (person: DeliveryPerson) => setAction({ person, kind: 'SIZE_CHANGE' }),
    onAbsent: (person: DeliveryPerson) =>
      record.mutate({ orderId, personId: person.id, state: 'ABSENT' }),
    busy: record.isPending,
    canDeliver,
    canChangeSize,
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">
          {M.screenTitle(data.order.number)}
        </h1>
        <div className="flex flex-wrap gap-2">
          <DownloadButton
            label={M.exportCsv}
            busyLabel="Exportando..."
            toastId="deliveries-csv-error"
            download={async () =>
              saveFile(
                await downloadDeliveriesCsv(orderId),
                datedFilename(`entregas-${data.order.number}`, 'csv'),
              )
            }
          />
          <DownloadButton
            label={M.printNote}
            busyLabel="Generando PDF..."
            toastId="delivery-note-error"
            download={async () =>
              saveFile(
                await downloadDeliveryNote(orderId),
                `nota-de-entrega-${data.order.number}.pdf`,
              )
            }
          />
        </div>
      </header>
      {!canChangeSize && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {M.notDeliverable(data.order.status === 'IN_PRODUCTION' ? 'En producción' : 'Pendiente')}
        </p>
      )}
      <OwedWarning cents={data.order.owedCents} />
      {data.totalPeople === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">
          {M.noRoster}
        </p>
      ) : (
        <>
          <DeliveryProgress data={data} onPick={(id) => setPicked(id)} />
          <div className="flex flex-col gap-2">
            <label htmlFor="delivery-search" className="text-sm font-medium text-slate-700">
              {M.searchLabel}
            </label>
            <div className="flex gap-2">
              <input
                id="delivery-search"
                type="search"
                inputMode="search"
                autoComplete="off"
                className="min-h-12 w-full min-w-0 rounded-md border border-slate-300 px-3 text-lg"
                placeholder={M.searchPlaceholder}
                value={search}
                onChange={(e) => {
                  setPicked(null);
                  setNotice(null);
                  setFeedback(null);
                  if (!takeCode(e.target.value)) setSearch(e.target.value);
                }}
              />
              <Button className="min-h-12 shrink-0" onClick={() => setScanning((on) => !on)}>
                {scanning ? M.stopScan : M.scan}
              </Button>
            </div>
            {scanning && <QrScan onDecoded={takeCode} onClose={() => setScanning(false)} />}
            {feedback && (
              <p
                role={feedback.ok ? 'status' : 'alert'}
                className={`rounded-md p-2 text-sm ${feedback.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
              >
                {feedback.text}
              </p>
            )}
            {notice && (
              <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
                {notice}
              </p>
            )}
            <SelectField
              label={M.filterLabel}
              value={only}
              onChange={(e) => {
                setPicked(null);
                setOnly(e.target.value as typeof only);
              }}
              options={[
                { value: 'ALL', label: M.filterAll },
                ...(['PENDING', 'DELIVERED', 'ABSENT', 'SIZE_CHANGE'] as const).map((state) => ({
                  value: state,
                  label: M.states[state],
                })),
              ]}
            />
            {picked !== null && (
              <Button variant="ghost" onClick={() => setPicked(null)}>
                Ver todas las personas
              </Button>
            )}
          </div>
          {shown.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
              {M.noMatches}
            </p>
          ) : (
            <ul aria-label="Personas" className="flex flex-col gap-3">
              {page.items.map((person) => (
                <PersonCard
                  key={person.id}
                  person={person}
                  actions={actions}
                  highlighted={person.id === picked}
                />
              ))}
            </ul>
          )}
          {shown.length > PEOPLE_PAGE_SIZE && (
            <Pagination
              {...page}
              noun="personas"
              onPageChange={(next) => setPaging({ key: listKey, page: next })}
            />
          )}
        </>
      )}
      <Link to={ORDERS_PATH} className="text-sm text-blue-700 underline">
        Volver a Pedidos
      </Link>
      <DeliveryActionDialog
        orderId={orderId}
        action={action}
        record={record}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
