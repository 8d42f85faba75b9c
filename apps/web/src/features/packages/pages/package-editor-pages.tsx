import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/core';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { useCreatePackage } from '../api/create-package';
import { usePackage } from '../api/get-package';
import { useUpdatePackage } from '../api/update-package';
import { PackageForm } from '../components/package-form';
import {
  EMPTY_PACKAGE_FORM,
  toPackageFormValues,
  toPackageInput,
  type PackageFormOutput,
} from '../components/package-form-schema';
import { PACKAGES_PATH } from '../components/package-texts';

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <Link to={PACKAGES_PATH} className="text-sm text-blue-700 underline">
          Volver a Paquetes
        </Link>
      </header>
      {children}
    </div>
  );
}

/** 'Nuevo Paquete', at packages/create. */
export function NewPackagePage() {
  const navigate = useNavigate();
  const create = useCreatePackage();
  const back = () => void navigate(PACKAGES_PATH);
  return (
    <EditorFrame title="Nuevo Paquete">
      <PackageForm
        mode="create"
        defaultValues={EMPTY_PACKAGE_FORM}
        onSubmit={(values: PackageFormOutput) => create.mutateAsync(toPackageInput(values))}
        onSaved={back}
        onCancel={back}
      />
    </EditorFrame>
  );
}

/** 'Editar Paquete', at packages/{packId}/edit; an unknown or deleted pack is not found. */
export function EditPackagePage() {
  const navigate = useNavigate();
  const { packId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(packId) ? Number(packId) : null;
  const query = usePackage(id ?? 0, { enabled: id !== null });
  const update = useUpdatePackage();
  const back = () => void navigate(PACKAGES_PATH);

  const notFound =
    id === null ||
    (query.error instanceof ApiError && query.error.status === 404) ||
    Boolean(query.data?.deletedAt);
  let body: ReactNode;
  if (notFound) {
    body = (
      <section className="rounded-lg border border-slate-200 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">Paquete no encontrado</h2>
        <p className="mt-2 text-slate-600">
          El paquete que busca no existe o fue eliminado. Si está en la Papelera, restáurelo para
          editarlo.
        </p>
        <Link to={PACKAGES_PATH} className="mt-4 inline-block text-blue-700 underline">
          Volver a Gestión de Paquetes
        </Link>
      </section>
    );
  } else if (query.isPending) {
    body = <LoadingIndicator isLoading message="Cargando paquete..." size="medium" />;
  } else if (query.error) {
    body = (
      <LoadError
        message={`Error al cargar el paquete: ${query.error.message || 'Error desconocido'}`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    const pack = query.data!;
    body = (
      <PackageForm
        key={pack.id}
        mode="edit"
        defaultValues={toPackageFormValues(pack)}
        onSubmit={(values: PackageFormOutput) =>
          update.mutateAsync({ ...toPackageInput(values), id: pack.id })
        }
        onSaved={back}
        onCancel={back}
      />
    );
  }
  return <EditorFrame title="Editar Paquete">{body}</EditorFrame>;
}
