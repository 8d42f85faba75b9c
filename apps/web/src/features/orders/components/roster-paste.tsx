import { formatDecimal } from '@taller/shared/numbers/format-decimal';
import {
  ROSTER_TEXT_MAX,
  checkPersonSize,
  previewRoster,
  type RosterRow,
} from '@taller/shared/orders/roster';
import { ROSTER_MESSAGES } from '@taller/shared/orders/roster-messages';
import { suggestSize, type SizeRange } from '@taller/shared/products/product-sizes';
import { decodeTextFile } from '@taller/shared/text/decode-text-file';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextareaField } from '../../../components/ui/textarea-field';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

/** A file larger than this cannot hold ROSTER_TEXT_MAX characters (4 bytes each at most). */
const ROSTER_FILE_BYTES_MAX = ROSTER_TEXT_MAX * 4;

/**
 * A chosen file's text: its bytes (FileReader: every browser, and jsdom, has it) decoded by the
 * shared `decodeTextFile` — UTF-8 with or without BOM, or Windows-1252 as Excel saves a CSV.
 */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    if (file.size > ROSTER_FILE_BYTES_MAX) {
      reject(new Error(ROSTER_MESSAGES.fileTooLarge));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const bytes = reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0);
      resolve(decodeTextFile(new Uint8Array(bytes)));
    };
    reader.onerror = () => reject(new Error(ROSTER_MESSAGES.fileUnreadable));
    reader.readAsArrayBuffer(file);
  });

/** The preview table's columns. */
const ROSTER_COLUMNS = ['Fila', 'Nombre', 'Estatura', 'Talla sugerida', 'Errores'];

/** A pasted row to add: its name, its height as typed and as read in cm. */
export type RosterRowToAdd = {
  name: string;
  height: string;
  heightCm: number | null;
  flagged?: boolean;
};

/** A size table the rows are read against: a product's, or one of a pack's sized products. */
export type RosterTable = { label: string; sizes: readonly SizeRange[] };

/**
 * Rows read against a pack's several sized products: a height no size of one of them holds is an
 * error naming the product, and the suggested sizes are shown product by product.
 */
function againstTables(rows: RosterRow[], tables: readonly RosterTable[]): RosterRow[] {
  if (tables.length < 2) return rows;
  return rows.map((row) => {
    const firstGap = checkPersonSize(row.heightCm, tables[0]!.sizes);
    const gaps = tables.flatMap((table) => {
      const gap = checkPersonSize(row.heightCm, table.sizes);
      return gap ? [`${table.label}: ${gap}`] : [];
    });
    const suggested = (table: RosterTable) =>
      row.heightCm === null ? null : (suggestSize(table, row.heightCm)?.name ?? null);
    return {
      ...row,
      errors: [...row.errors.filter((error) => error !== firstGap), ...gaps],
      suggestedSize: tables.map((table) => `${table.label} ${suggested(table) ?? '—'}`).join(' · '),
    };
  });
}

/** A read height goes to the roster in cm ('1,42 m' as '142'); an unreadable one as typed. */
const toAdd = (row: RosterRow): RosterRowToAdd => ({
  name: row.name,
  height: row.heightCm === null ? row.heightText : formatDecimal(row.heightCm),
  heightCm: row.heightCm,
});

/**
 * 'Pegar desde hoja de cálculo': name and height columns pasted, or a CSV file imported, read by
 * the shared parser in the browser against the product's size table, or each sized product's of
 * a pack (`tables`; the server checks every person
 * again when the order is saved); each bad row shows its Spanish error and what was typed. The
 * good rows are added to the roster and the bad ones stay in the box to be fixed and checked
 * again — or, with `keepBadRows` (the guided flow), every row is added and the bad ones are
 * marked in the roster, to be fixed there.
 */
export function RosterPaste({
  tables,
  keepBadRows = false,
  onAdd,
  onClose,
}: {
  tables: readonly RosterTable[];
  keepBadRows?: boolean;
  onAdd: (rows: RosterRowToAdd[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<RosterRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState('');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const columns = isPhone ? ROSTER_COLUMNS.slice(0, -1) : ROSTER_COLUMNS;

  const check = (source: string) => {
    const preview = previewRoster(source, tables[0]?.sizes ?? []);
    if ('error' in preview) {
      setError(preview.error);
      return;
    }
    setError(null);
    setRows(againstTables(preview.rows, tables));
    setChecked(source);
  };
  const good = rows?.filter((row) => row.errors.length === 0) ?? [];
  const bad = rows?.filter((row) => row.errors.length > 0) ?? [];
  /** A row's line as it was pasted. */
  const lineOf = (row: RosterRow) => checked.split(/\r\n|\r|\n/)[row.line - 1] ?? '';

  return (
    <section
      aria-label="Pegar lista de personas"
      className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50 p-3"
    >
      <TextareaField
        label="Pegue las filas (nombre y estatura) desde una hoja de cálculo o un CSV"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={'Ana Pérez\t150,5\nLuis Soto 1,72\nEva Paz: 142 cm'}
      />
      {/* A button of its own words: the browser's file box speaks the browser's language. */}
      <label className="inline-flex h-10 w-fit cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 focus-within:outline-2 focus-within:outline-blue-600 hover:bg-slate-50">
        Importar archivo CSV
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Read, shown in the box and checked at once: the same preview as a paste.
            if (file)
              readText(file).then(
                (content) => {
                  setText(content);
                  check(content);
                },
                (failure: unknown) =>
                  setError(
                    failure instanceof Error ? failure.message : ROSTER_MESSAGES.fileUnreadable,
                  ),
              );
            event.target.value = '';
          }}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => check(text)} disabled={text.trim() === ''}>
          Revisar filas
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {rows && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700" role="status">
            {good.length} filas correctas, {bad.length} con errores.
          </p>
          {/* The preview scrolls in its own box: the page stays as wide as the screen. */}
          <div className="max-w-full overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">Vista previa de la lista</caption>
              <thead className="text-left text-xs text-slate-600 uppercase">
                <tr>
                  {columns.map((label) => (
                    <th key={label} scope="col" className="px-2 py-1">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${row.line}-${index}`} className={row.errors.length ? 'bg-red-50' : ''}>
                    <td className="px-2 py-1">{row.line}</td>
                    <td className="px-2 py-1">
                      {row.name}
                      {/* On a phone a row's errors are read under its name, not off-screen. */}
                      {isPhone && row.errors.length > 0 && (
                        <span className="block text-xs text-red-700">{row.errors.join('. ')}</span>
                      )}
                    </td>
                    <td className="px-2 py-1">
                      {row.heightText}
                      {row.note && <span className="block text-xs text-slate-600">{row.note}</span>}
                    </td>
                    <td className="px-2 py-1">{row.suggestedSize ?? '—'}</td>
                    {!isPhone && (
                      <td className="px-2 py-1 text-red-700">{row.errors.join('. ')}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap gap-2">
            {keepBadRows ? (
              <Button
                onClick={() => {
                  onAdd(
                    rows.map((row) => ({
                      ...toAdd(row),
                      ...(row.errors.length > 0 ? { flagged: true } : {}),
                    })),
                  );
                  setRows(null);
                  setText('');
                  onClose();
                }}
              >
                {bad.length > 0
                  ? `Agregar ${rows.length} filas y corregir ${bad.length} en la lista`
                  : `Agregar ${rows.length} filas`}
              </Button>
            ) : (
              <Button
                disabled={good.length === 0}
                onClick={() => {
                  onAdd(good.map(toAdd));
                  setRows(null);
                  // The bad rows stay in the box, as pasted, to be fixed and checked again.
                  setText(bad.map(lineOf).join('\n'));
                }}
              >
                Agregar {good.length} filas correctas
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
