import { PageHeader } from './page-header';

/** A screen whose content a later delivery brings: its title and a short notice. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <section className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-medium text-slate-800">Esta sección estará disponible próximamente.</p>
        <p className="mt-1 text-sm text-slate-600">
          Estamos preparando su contenido. Mientras tanto, puedes usar las demás secciones del menú.
        </p>
      </section>
    </>
  );
}
