import { describe, expect, it } from 'vitest';
import type { Reserva } from '@estante/api-contract';
import { cancelEach, splitHolds } from './rules';

const hold = (cod_reserva: number, situacao: Reserva['situacao'], extra: Partial<Reserva> = {}): Reserva => ({
  cod_reserva,
  cod_acervo: cod_reserva * 10,
  titulo: `T${cod_reserva}`,
  situacao,
  situacao_descricao: situacao,
  posicao_fila: situacao === 'fila' ? 1 : null,
  data_reserva: `2026-01-${String(cod_reserva).padStart(2, '0')}T10:00:00Z`,
  previsao: null,
  dias: null,
  cod_biblioteca: 1,
  desc_biblioteca: 'Central',
  volume: null,
  tomo: null,
  parte: null,
  material: null,
  data_liberacao: null,
  data_limite_retirada: null,
  data_cancelamento: null,
  motivo_cancelamento: null,
  motivo_cancelamento_descricao: null,
  ...extra,
});

describe('splitHolds', () => {
  it('puts holds ready to collect first (nearest deadline first), then the queue by position; past ones newest first', () => {
    const { open, past } = splitHolds([
      hold(1, 'cancelada'),
      hold(2, 'fila', { posicao_fila: 3 }),
      hold(3, 'liberada', { data_limite_retirada: '2026-01-20' }),
      hold(4, 'atendida'),
      hold(5, 'fila', { posicao_fila: 1 }),
      hold(6, 'liberada', { data_limite_retirada: '2026-01-18' }),
    ]);
    expect(open.map((h) => h.cod_reserva)).toEqual([6, 3, 5, 2]);
    expect(past.map((h) => h.cod_reserva)).toEqual([4, 1]);
  });
});

describe('cancelEach', () => {
  it('cancels each picked hold once, in order, and reports each result without stopping at a failure', async () => {
    const calls: number[] = [];
    const refused = new Error('409');
    const out = await cancelEach([7, 8, 7, 9], async (id) => {
      calls.push(id);
      if (id === 8) throw refused;
    });
    expect(calls).toEqual([7, 8, 9]);
    expect(out).toEqual([{ id: 7, ok: true }, { id: 8, ok: false, error: refused }, { id: 9, ok: true }]);
  });
});
