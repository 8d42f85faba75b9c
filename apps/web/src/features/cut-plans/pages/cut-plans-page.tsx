import { CUT_PLAN_MESSAGES as M, CUT_PLAN_TEXTS as T } from '@taller/shared';
import { useState } from 'react';
import { ViewSwitch } from '../../../components/ui/view-switch';
import { CutPlanForm } from '../components/cut-plan-form';
import { CutPlanList } from '../components/cut-plan-list';

type View = 'new' | 'saved';
const VIEWS: { value: View; label: string }[] = [
  { value: 'new', label: T.newPlan },
  { value: 'saved', label: T.savedPlans },
];

/** 'Plan de corte' (issue 35), at /director/dashboard/cut-plans. */
export function CutPlansPage() {
  const [view, setView] = useState<View>('new');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:gap-6 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{M.title}</h1>
        <ViewSwitch label="Vista" value={view} options={VIEWS} onChange={setView} />
      </header>
      {view === 'new' ? <CutPlanForm /> : <CutPlanList />}
    </div>
  );
}
