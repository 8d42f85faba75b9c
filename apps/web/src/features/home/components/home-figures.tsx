import { HOME_MESSAGES as M } from '@taller/shared/home/home-messages';
import type { Home } from '@taller/shared/home/home.schema';
import { formatMoney } from '@taller/shared/money/money';
import { ORDER_STATUS_LABELS } from '@taller/shared/orders/order.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeFigure, linkTo } from './home-card';

const DAY_MS = 86_400_000;
/** Whole days (UTC) from the day a proof came to the figures' day. */
const ageInDays = (iso: string, today: string) =>
  Math.max(0, Math.round((Date.parse(today) - Date.parse(iso.slice(0, 10))) / DAY_MS));

/** A new workshop: nothing counted anywhere. */
export const isEmptyHome = (home: Home) =>
  home.byStatus.every((s) => s.count === 0) &&
  home.lowStock.count === 0 &&
  (home.proofs?.count ?? 0) === 0 &&
  (home.owed?.cents ?? 0) === 0 &&
  (home.openTickets?.count ?? 0) === 0 &&
  (home.whatsappWaiting?.count ?? 0) === 0;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4';

/** The production part: every staff member sees it, producers included. */
function ProductionFigures({ home }: { home: Home }) {
  return (
    <Section title={M.production}>
      <div className={GRID}>
        <HomeFigure
          label={M.dueThisWeek}
          value={String(home.dueThisWeek.count)}
          link={home.dueThisWeek.link}
        />
        <HomeFigure
          label={M.overdue}
          value={String(home.overdue.count)}
          link={home.overdue.link}
          tone={home.overdue.count > 0 ? 'warning' : 'plain'}
        />
        <HomeFigure
          label={M.lowStock}
          value={String(home.lowStock.count)}
          link={home.lowStock.link}
          tone={home.lowStock.count > 0 ? 'warning' : 'plain'}
        />
      </div>
      <h3 className="font-medium text-slate-800">{M.byStatus}</h3>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {home.byStatus.map((s) => (
          <li key={s.status}>
            <HomeFigure label={ORDER_STATUS_LABELS[s.status]} value={String(s.count)} link={s.link}>
              {s.pieces > 0 && (
                <>
                  <progress
                    className="h-2 w-full accent-slate-700"
                    max={s.pieces}
                    value={Math.min(s.piecesDone, s.pieces)}
                    aria-label={M.piecesProgress(s.piecesDone, s.pieces)}
                  />
                  <span className="text-sm text-slate-700">
                    {M.piecesProgress(s.piecesDone, s.pieces)}
                  </span>
                </>
              )}
            </HomeFigure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The office's part: money, proofs, support and WhatsApp (never a producer's). */
function OfficeFigures({ home }: { home: Home }) {
  const { proofs, owed, openTickets, whatsappWaiting } = home;
  if (!proofs || !owed || !openTickets || !whatsappWaiting) return null;
  return (
    <Section title={M.office}>
      <div className={GRID}>
        <HomeFigure
          label={M.proofs}
          value={String(proofs.count)}
          link={proofs.link}
          tone={proofs.count > 0 ? 'warning' : 'plain'}
        />
        <HomeFigure label={M.owed} value={formatMoney(owed.cents)} link={owed.link} />
        <HomeFigure
          label={`${M.owed}: ${M.owedOver30.toLowerCase()}`}
          value={formatMoney(owed.over30Cents)}
          link={owed.over30Link}
          tone={owed.over30Cents > 0 ? 'warning' : 'plain'}
        />
        <HomeFigure
          label={M.openTickets}
          value={String(openTickets.count)}
          link={openTickets.link}
        />
        <HomeFigure
          label={M.whatsappWaiting}
          value={String(whatsappWaiting.count)}
          link={whatsappWaiting.link}
        />
      </div>
      {proofs.oldest.length > 0 && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="mb-2 font-medium text-slate-800">{M.oldestProofs}</h3>
          <ul className="flex flex-col gap-1">
            {proofs.oldest.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 text-sm">
                <Link className="text-slate-900 underline" to={linkTo(proofs.link)}>
                  {M.proofOf(p.orderNumber, formatMoney(p.amountCents))}
                </Link>
                <span className="text-slate-700">
                  {M.proofAge(ageInDays(p.receivedAt, home.today))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

/** Every figure of 'Inicio', each a link to its filtered list. */
export function HomeFigures({ home }: { home: Home }) {
  return (
    <div className="flex flex-col gap-8">
      <ProductionFigures home={home} />
      <OfficeFigures home={home} />
    </div>
  );
}
