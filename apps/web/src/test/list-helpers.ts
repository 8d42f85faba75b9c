import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi, type MockInstance } from 'vitest';
import { sentRequest } from './sent-request';

/** The body rows of the one table on screen. */
export const rows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

/** The first cell of every body row: the records' names as shown. */
const names = () => rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

/** The texts of a select's options, in order. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/**
 * The filters of a list filtered in the browser, from page 2 of a list showing `range` on page 1:
 * the search box has its placeholder and any change of filter goes back to page 1; each of
 * `searches` typed alone leaves its names, all on one page; the status filter offers `statuses`
 * and 'Inactivo' leaves `inactive`; then `noMatch` typed says `noMatchText`; 'Limpiar filtros'
 * empties the search and the status filter, and the list is whole again.
 */
export async function filtersInTheBrowser(
  range: string,
  placeholder: string,
  expected: {
    searches: [text: string, names: string[]][];
    statuses: string[];
    inactive: string[];
    noMatch: [text: string, noMatchText: string];
  },
) {
  await screen.findByText(range);
  await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  const search = screen.getByRole('searchbox', { name: 'Buscar' });
  expect(search).toHaveAttribute('placeholder', placeholder);
  await userEvent.type(search, 'x');
  await userEvent.clear(search);
  expect(screen.getByText(range)).toBeInTheDocument();
  for (const [text, found] of expected.searches) {
    await userEvent.type(search, text);
    expect(names()).toEqual(found);
    expect(screen.queryByText(/Mostrando/)).toBeNull();
    await userEvent.clear(search);
  }
  const status = screen.getByRole('combobox', { name: 'Estado' });
  expect(optionTexts(status)).toEqual(expected.statuses);
  await userEvent.selectOptions(status, 'Inactivo');
  expect(names()).toEqual(expected.inactive);
  await userEvent.type(search, expected.noMatch[0]);
  expect(screen.getByText(expected.noMatch[1])).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  expect(search).toHaveValue('');
  expect(status).toHaveValue('');
  expect(screen.getByText(range)).toBeInTheDocument();
}

/**
 * Two pages of a list: page 1 with its range text and names, 'Siguiente' to page 2 with its
 * own, 'Anterior' back to page 1.
 */
export async function pagesThroughTwo(
  [firstRange, secondRange]: [string, string],
  [firstNames, secondNames]: [string[], string[]],
) {
  expect(await screen.findByText(firstRange)).toBeInTheDocument();
  expect(names()).toEqual(firstNames);
  await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(screen.getByText(secondRange)).toBeInTheDocument();
  expect(names()).toEqual(secondNames);
  await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
  expect(screen.getByText(firstRange)).toBeInTheDocument();
}

/**
 * Clicks the button `button` (as "Desactivar Ana Directora") and answers the confirmation
 * dialog `title` it opens with `answer`, once the dialog says `question` when one is given.
 */
export async function answerConfirmation(
  button: string,
  title: string,
  { answer, question }: { answer: string; question?: string },
) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const confirm = screen.getByRole('dialog', { name: title });
  if (question) expect(confirm).toHaveTextContent(question);
  await userEvent.click(within(confirm).getByRole('button', { name: answer }));
}

/**
 * Clicks 'Exportar CSV', waits until the file is handed to the browser (`click`, the spy on the
 * download link's click) and gives back what the fetch call that asked for the CSV sent.
 */
export async function exportCsv(click: MockInstance) {
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const sent = await Promise.all(
    vi.mocked(globalThis.fetch).mock.calls.map(([input, init]) => sentRequest(input, init)),
  );
  return sent.find((request) => request.path.includes('export.csv'))!;
}

/** Clicks the button `button` (once it shows) and gives back the dialog `title` it opens. */
export async function openDialog(button: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/** Types each text into the field of `form` its key labels, in the order given. */
export async function typeInto(form: HTMLElement, texts: { [label: string]: string }) {
  for (const [label, text] of Object.entries(texts)) {
    await userEvent.type(within(form).getByLabelText(label), text);
  }
}
