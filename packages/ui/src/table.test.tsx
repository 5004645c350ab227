// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@estante/api-client';
import { i18n, initI18n } from '@estante/i18n';
import { DataTable, type Column, type DataTableProps } from './table';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

interface Loan {
  id: number;
  title: string;
  due: string;
}
const loans: Loan[] = [
  { id: 1, title: 'Dom Casmurro', due: '10/06/2025' },
  { id: 2, title: 'Iracema', due: '12/06/2025' },
];
const columns: Column<Loan>[] = [
  { key: 'title', header: 'Título', cell: (l) => l.title, rowHeader: true },
  { key: 'due', header: 'Devolução', cell: (l) => l.due, align: 'end' },
];

function Loans(props: Partial<DataTableProps<Loan>>) {
  return <DataTable caption="Empréstimos em curso" columns={columns} rows={loans} rowKey={(l) => l.id} empty="Nenhum empréstimo em curso." {...props} />;
}

describe('DataTable', () => {
  it('is a real table: its caption, column headers with scope, row headers, in a labelled scroll region', () => {
    render(<Loans />);
    const table = screen.getByRole('table', { name: 'Empréstimos em curso' });
    expect(within(table).getAllByRole('columnheader').map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Título', 'col'],
      ['Devolução', 'col'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Dom Casmurro', 'Iracema']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // On a phone it scrolls inside a region a keyboard can reach, not the page.
    const region = screen.getByRole('region', { name: 'Empréstimos em curso' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(table)).toBe(true);
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('may keep its caption for screen readers only', () => {
    render(<Loans captionHidden />);
    expect(screen.getByRole('table', { name: 'Empréstimos em curso' }).querySelector('caption')?.className).toBe('estante-visually-hidden');
  });

  it('while loading is busy, says so, and keeps the rows it was given', () => {
    const { rerender } = render(<Loans loading />);
    const table = screen.getByRole('table', { name: 'Empréstimos em curso' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Carregando…');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    rerender(<Loans loading rows={undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Carregando…');
    expect(screen.queryByText('Nenhum empréstimo em curso.')).toBeNull();
  });

  it('without rows says the empty text in its body', () => {
    render(<Loans rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'Nenhum empréstimo em curso.' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on an error says it (role=alert) and retries on request', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Loans rows={undefined} error="Não foi possível carregar os empréstimos." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar os empréstimos.');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The error itself: the generic text of SPEC.md §8; a cancelled call shows nothing.
    rerender(<Loans rows={undefined} error={new ApiError('http', 500)} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Ocorreu um erro inesperado. Tente novamente.');
    rerender(<Loans rows={undefined} error={new ApiError('network')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível conectar ao servidor.');
    rerender(<Loans rows={[]} error={new ApiError('cancelled')} onRetry={onRetry} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages: a labelled navigation that calls onPageChange with the page chosen', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Loans page={1} pageSize={2} total={7} onPageChange={onPageChange} />);
    const paging = screen.getByRole('navigation', { name: 'Páginas' });
    // Links to each page (their addresses work without script); a click stays on the page.
    const third = within(paging).getByRole('link', { name: 'Página 3' });
    expect(third.getAttribute('href')).toBe('/?page=3');
    expect(fireEvent.click(third)).toBe(false); // the browser does not follow it
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(within(paging).getByRole('link', { name: /Próxima/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(within(paging).getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    // One page: no paging.
    rerender(<Loans page={1} pageSize={20} total={2} onPageChange={onPageChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    // Its name follows the language.
    rerender(<Loans page={1} pageSize={2} total={7} onPageChange={onPageChange} />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    await act(() => i18n.changeLanguage('pt'));
  });

  describe('in a narrow room (cardsBelow)', () => {
    let width = 360;
    let resized: (() => void) | undefined;
    beforeAll(() => {
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resized = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
    });
    afterAll(() => {
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
      vi.unstubAllGlobals();
    });

    interface Hold {
      id: number;
      title: string;
      position: number;
    }
    const holds: Hold[] = [
      { id: 7, title: 'Vidas secas', position: 2 },
      { id: 8, title: 'Sagarana', position: 1 },
    ];
    const cancel = vi.fn();
    const holdColumns: Column<Hold>[] = [
      { key: 'pick', header: <input type="checkbox" aria-label="Selecionar todas" />, headerControl: true, cell: (h) => <input type="checkbox" aria-label={`Selecionar: ${h.title}`} /> },
      { key: 'title', header: 'Título', rowHeader: true, cell: (h) => h.title },
      { key: 'position', header: 'Posição na fila', cell: (h) => `${h.position}º` },
      { key: 'actions', header: 'Ações', headerHidden: true, cell: (h) => (h.position > 1 ? <button onClick={() => cancel(h.id)}>Cancelar {h.title}</button> : null) },
    ];
    const Holds = (props: Partial<DataTableProps<Hold>>) => (
      <DataTable caption="Reservas" columns={holdColumns} rows={holds} rowKey={(h) => h.id} empty="Nenhuma reserva." {...props} />
    );

    it('stacks the rows as cards: each value beside its label in a description list, controls and actions still there', () => {
      width = 360;
      render(<Holds />);
      expect(screen.queryByRole('table')).toBeNull();
      const list = screen.getByRole('list', { name: 'Reservas' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      // Every value is paired with its column's label, in the columns' order (dt then dd).
      const pairs = (card: HTMLElement) => Array.from(card.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.tagName, dt.nextElementSibling?.textContent]);
      expect(pairs(cards[0]!)).toEqual([
        ['Título', 'DD', 'Vidas secas'],
        ['Posição na fila', 'DD', '2º'],
        ['Ações', 'DD', 'Cancelar Vidas secas'],
      ]);
      // The label of a column whose header is hidden stays for screen readers only.
      expect(within(cards[0]!).getByText('Ações').className).toBe('estante-visually-hidden');
      // The header's control is shown once, above the cards; each card keeps its own box.
      expect(screen.getAllByRole('checkbox', { name: 'Selecionar todas' })).toHaveLength(1);
      expect(within(cards[1]!).getByRole('checkbox', { name: 'Selecionar: Sagarana' })).toBeTruthy();
      fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Cancelar Vidas secas' }));
      expect(cancel).toHaveBeenCalledWith(7);
      // A row without actions: no empty "Ações" pair in its card.
      expect(pairs(cards[1]!).map(([label]) => label)).toEqual(['Título', 'Posição na fila']);
    });

    it('turns back into a table when its room widens, and stays one where cards are turned off', () => {
      width = 360;
      render(<Holds />);
      expect(screen.getByRole('list', { name: 'Reservas' })).toBeTruthy();
      width = 900;
      act(() => resized?.());
      expect(screen.queryByRole('list')).toBeNull();
      expect(within(screen.getByRole('table', { name: 'Reservas' })).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Vidas secas', 'Sagarana']);
      cleanup();
      width = 360;
      render(<Holds cardsBelow={0} />);
      expect(screen.getByRole('table', { name: 'Reservas' })).toBeTruthy();
      cleanup();
      render(<Holds cardsBelow={1000} />);
      width = 900;
      act(() => resized?.());
      expect(screen.getByRole('list', { name: 'Reservas' })).toBeTruthy();
    });

    it('becomes cards where the table does not fit its room, and a table again once the room is wide enough', () => {
      // The table needs 1200 px (its columns' least width); the room is 900 px, above cardsBelow.
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('estante-table__scroll') ? 1200 : 0;
        },
      });
      try {
        width = 900;
        render(<Holds />);
        expect(screen.queryByRole('table')).toBeNull();
        expect(within(screen.getByRole('list', { name: 'Reservas' })).getAllByRole('listitem')).toHaveLength(2);
        width = 1300;
        act(() => resized?.());
        expect(screen.getByRole('table', { name: 'Reservas' })).toBeTruthy();
        width = 1000;
        act(() => resized?.());
        expect(screen.queryByRole('table')).toBeNull();
        cleanup();
        // Cards turned off: the table stays, scrolling in its region.
        render(<Holds cardsBelow={0} />);
        expect(screen.getByRole('region', { name: 'Reservas' }).contains(screen.getByRole('table', { name: 'Reservas' }))).toBe(true);
      } finally {
        delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
      }
    });

    it('as cards says the empty text, and keeps the rows busy while loading', () => {
      width = 360;
      const { rerender } = render(<Holds rows={[]} />);
      expect(screen.getByText('Nenhuma reserva.')).toBeTruthy();
      expect(screen.queryByRole('checkbox')).toBeNull();
      rerender(<Holds loading />);
      expect(screen.getByRole('list', { name: 'Reservas' }).getAttribute('aria-busy')).toBe('true');
      expect(screen.getByRole('status').textContent).toContain('Carregando…');
    });
  });
});
