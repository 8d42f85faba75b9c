import type { ReactNode } from 'react';
import { Logo } from '../../../components/ui/logo';

/** The frame of the signed-out screens: brand, a heading and one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-100 to-blue-50 p-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3">
          <Logo className="h-10 w-10" />
          <div className="leading-tight">
            <p className="text-xl font-semibold text-slate-900">Taller</p>
            <p className="text-sm text-slate-600">Gestión de producción</p>
          </div>
        </div>
        <section className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
