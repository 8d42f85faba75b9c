import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { emptyPerson, heightOf, newKey, type PersonDraft } from '../order-draft';
import { packSizeColumn, productSizeColumn, type RosterSizeColumn } from './roster-columns';
import { RosterGrid } from './roster-grid';

const SIZES = [
  { name: 'S', minHeightCm: 100, maxHeightCm: 130 },
  { name: 'M', minHeightCm: 130, maxHeightCm: 150 },
  { name: 'L', minHeightCm: 150, maxHeightCm: 180 },
];
const COLUMNS = [productSizeColumn(SIZES)];

const person = (name: string, height: string): PersonDraft => ({
  ...emptyPerson(),
  key: newKey(),
  name,
  ...heightOf(height),
});

function Roster({
  initial,
  columns = COLUMNS,
}: {
  initial: PersonDraft[];
  columns?: RosterSizeColumn[];
}) {
  const [people, setPeople] = useState(initial);
  return (
    <RosterGrid
      label="Polo"
      people={people}
      sizeColumns={columns}
      newPerson={emptyPerson}
      onChange={setPeople}
    />
  );
}

const three = () => [
  person('Ana Rojas', '120'),
  person('Beto Paz', '140'),
  person('José Luna', '160'),
];
const counts = () => screen.getByRole('complementary', { name: 'Personas por talla' });
const names = () =>
  screen
    .getAllByRole('textbox', { name: /^Nombre de la persona/ })
    .map((box) => (box as HTMLInputElement).value);

describe('RosterGrid', () => {
  it('marks a height no size holds on its size cell until a size is chosen by hand', async () => {
    const user = userEvent.setup();
    render(<Roster initial={[person('Ana Rojas', '120'), person('Eva Paz', '185')]} />);
    const eva = screen.getByRole('combobox', { name: 'Talla de la persona 2' });
    expect(eva).toHaveAttribute('aria-invalid', 'true');
    expect(eva).toHaveAccessibleDescription(
      'Ninguna talla corresponde a 185 cm: elija la talla a mano',
    );
    expect(screen.getByRole('combobox', { name: 'Talla de la persona 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await user.selectOptions(eva, 'L');
    expect(eva).not.toHaveAttribute('aria-invalid');
  });

  it('is a grid whose active cell moves like a spreadsheet: arrows, Enter, Tab', async () => {
    const user = userEvent.setup();
    render(<Roster initial={three()} />);
    const grid = screen.getByRole('grid', { name: 'Personas de Polo' });
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    // One cell in the tab order: the first person's name.
    expect(
      within(grid)
        .getAllByRole('textbox')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    await user.click(screen.getByRole('textbox', { name: 'Nombre de la persona 1' }));

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Nombre de la persona 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Nombre de la persona 3' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Estatura de la persona 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('combobox', { name: 'Talla de la persona 3' })).toHaveFocus();
    // Arrows on a size move the cell, they do not change the size.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('combobox', { name: 'Talla de la persona 2' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Talla de la persona 3' })).toHaveValue('');
    await user.keyboard('{Shift>}{Tab}{/Shift}{ArrowLeft}');
    expect(screen.getByRole('textbox', { name: 'Nombre de la persona 2' })).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('textbox', { name: 'Nombre de la persona 1' })).toHaveFocus();
    // A cell reached by the keyboard has its text selected: typing replaces it.
    await user.keyboard('Ana María');
    expect(screen.getByRole('textbox', { name: 'Nombre de la persona 1' })).toHaveValue(
      'Ana María',
    );
    // Tab at the end of a row goes on at the start of the next.
    await user.click(screen.getByRole('button', { name: 'Quitar a la persona 1' }));
    expect(names()).toEqual(['Beto Paz', 'José Luna']);
    await user.click(screen.getByRole('textbox', { name: 'Notas de la persona 1' }));
    await user.keyboard('{Tab}{Tab}');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a la persona 2' })).toHaveFocus();
  });

  it('pastes a block of cells from the active cell, adding people past the last row', async () => {
    const user = userEvent.setup();
    render(<Roster initial={three()} />);
    await user.click(screen.getByRole('textbox', { name: 'Nombre de la persona 2' }));
    await user.paste('Eva Soto\t151,5\tm\nLuz Mar\t128\n\t\nNina Roca\t135\n');

    expect(names()).toEqual(['Ana Rojas', 'Eva Soto', 'Luz Mar', '', 'Nina Roca']);
    expect(screen.getByRole('textbox', { name: 'Estatura de la persona 2' })).toHaveValue('151,5');
    // 'm' is the table's M, chosen over the suggested L.
    expect(screen.getByRole('combobox', { name: 'Talla de la persona 2' })).toHaveValue('M');
    expect(
      screen.getByRole('combobox', { name: 'Talla de la persona 2' }),
    ).toHaveAccessibleDescription('Talla cambiada (sugerida: L)');
    expect(screen.getByRole('status')).toHaveTextContent('4 filas pegadas');
    expect(counts()).toHaveTextContent('S2M2L0Sin talla1');
  });

  // Lines without tabs are read by the shared roster parser (parseRoster), as a paste box is.
  it('reads a typed list pasted into the name column: name and height on one line', async () => {
    const user = userEvent.setup();
    render(<Roster initial={[person('', '')]} />);
    await user.click(screen.getByRole('textbox', { name: 'Nombre de la persona 1' }));
    await user.paste('Ana Rojas; 128\nDiego Mamani;150');
    expect(names()).toEqual(['Ana Rojas', 'Diego Mamani']);
    expect(screen.getByRole('textbox', { name: 'Estatura de la persona 1' })).toHaveValue('128');
  });

  it('sets the size of several selected people at once and the counts follow', async () => {
    const user = userEvent.setup();
    render(<Roster initial={three()} />);
    expect(counts()).toHaveTextContent('S1M1L1');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a la persona 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a la persona 2' }));
    expect(screen.getByRole('row', { name: /Ana Rojas/ })).toHaveAttribute('aria-selected', 'true');
    const bulk = screen.getByRole('group', { name: 'Talla para las seleccionadas' });
    expect(bulk).toHaveTextContent('2 seleccionadas');
    await user.selectOptions(within(bulk).getByRole('combobox'), 'L');
    await user.click(within(bulk).getByRole('button', { name: 'Aplicar talla' }));

    expect(screen.getByRole('combobox', { name: 'Talla de la persona 1' })).toHaveValue('L');
    expect(screen.getByRole('combobox', { name: 'Talla de la persona 2' })).toHaveValue('L');
    expect(counts()).toHaveTextContent('S0M0L3');
    expect(screen.getByRole('status')).toHaveTextContent('Talla L aplicada a 2 personas');
    // 'La sugerida' gives them back their suggested sizes.
    await user.click(within(bulk).getByRole('button', { name: 'Aplicar talla' }));
    expect(counts()).toHaveTextContent('S0M0L3');
    await user.selectOptions(within(bulk).getByRole('combobox'), 'La sugerida');
    await user.click(within(bulk).getByRole('button', { name: 'Aplicar talla' }));
    expect(counts()).toHaveTextContent('S1M1L1');
    // 'Select all' takes every row shown.
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todas las filas mostradas' }),
    );
    expect(screen.getByRole('group', { name: 'Talla para las seleccionadas' })).toHaveTextContent(
      '3 seleccionadas',
    );
  });

  it('searches by name (accents and case aside) and sorts by size', async () => {
    const user = userEvent.setup();
    render(
      <Roster
        initial={[
          person('Zoe Vaca', '160'),
          person('José Luna', '120'),
          person('Ana Rojas', '140'),
        ]}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'jose');
    expect(names()).toEqual(['José Luna']);
    expect(screen.getByText(/Mostrando 1 de 3 personas/)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre' }));

    await user.click(screen.getByRole('button', { name: 'Talla' }));
    expect(names()).toEqual(['José Luna', 'Ana Rojas', 'Zoe Vaca']);
    expect(
      screen.getByRole('button', { name: 'Talla' }).closest('[role=columnheader]'),
    ).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Talla' }));
    expect(names()).toEqual(['Zoe Vaca', 'Ana Rojas', 'José Luna']);
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(names()).toEqual(['Ana Rojas', 'José Luna', 'Zoe Vaca']);
    // Counts are of everyone, whatever is shown.
    expect(counts()).toHaveTextContent('S1M1L1');
  });

  it('draws only the rows in view of a thousand people, and Ctrl+End reaches the last', async () => {
    // jsdom lays nothing out: the box is tall enough, a scroll just moves scrollTop and says so.
    const scrolled = new WeakMap<Element, number>();
    const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
    const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
    Object.defineProperty(Element.prototype, 'scrollHeight', {
      configurable: true,
      get: () => 1e6,
    });
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get() {
        return scrolled.get(this) ?? 0;
      },
      set(value: number) {
        scrolled.set(this, value);
      },
    });
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
      scrolled.set(this, typeof options === 'object' ? (options.top ?? 0) : 0);
      this.dispatchEvent(new Event('scroll'));
    } as Element['scrollTo'];
    onTestFinished(() => {
      Object.defineProperty(Element.prototype, 'scrollTop', scrollTop);
      Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
      delete (Element.prototype as Partial<Element>).scrollTo;
    });
    const user = userEvent.setup();
    const many = Array.from({ length: 1000 }, (_, i) =>
      person(`Persona ${i + 1}`, String(100 + (i % 80))),
    );
    render(<Roster initial={many} />);
    const grid = screen.getByRole('grid', { name: 'Personas de Polo' });
    expect(grid).toHaveAttribute('aria-rowcount', '1001');
    expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    await user.click(screen.getByRole('textbox', { name: 'Nombre de la persona 1' }));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(await screen.findByRole('textbox', { name: 'Nombre de la persona 1000' })).toHaveFocus();
    expect(counts()).toHaveTextContent('S390M250L360');
  });

  it('gives a pack one size column per sized product', async () => {
    const user = userEvent.setup();
    const caps = [{ name: 'Única', minHeightCm: 100, maxHeightCm: 250 }];
    render(
      <Roster
        initial={three()}
        columns={[
          packSizeColumn({ productId: 7, label: 'Polo azul', sizes: SIZES }),
          packSizeColumn({ productId: 9, label: 'Gorra', sizes: caps }),
        ]}
      />,
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Talla (Polo azul) de la persona 1' }),
      'M',
    );
    expect(
      screen.getByRole('region', { name: 'Personas por talla de Polo azul' }),
    ).toHaveTextContent('S0M2L1');
    expect(screen.getByRole('region', { name: 'Personas por talla de Gorra' })).toHaveTextContent(
      'Única3',
    );
  });
});
