import type { ImportResource } from '@taller/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ImportDialog } from './import-dialog';
import { IMPORT_TEXTS as T } from './import-texts';

/** 'Importar' on a list's header: opens the import dialog of `resource`. */
export function ImportButton({ resource }: { resource: ImportResource }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {T.button}
      </Button>
      {isOpen && <ImportDialog resource={resource} isOpen onClose={() => setOpen(false)} />}
    </>
  );
}
