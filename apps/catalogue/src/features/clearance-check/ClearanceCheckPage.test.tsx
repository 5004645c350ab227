// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ValidacaoNadaConsta } from '@estante/api-contract';
import { ApiError } from '@estante/api-client';
import { QueryClient, QueryClientProvider } from '@estante/api-client/react';
import { BrowserRouter, Route, Routes } from '@estante/federation/router';

// The public check: a valid code says for whom and when; an unknown one says "unknown or forged"
// (404); an address without a possible code never asks; the form's messages are under the field
// and a valid code typed any way opens its address.
const asked: string[] = [];
const valid: ValidacaoNadaConsta = {
  valida: true,
  codigo_formatado: 'ABCD-0EFG-H1JK-MN1P-QRST-VWXY-Z234',
  nome: 'Larissa Gomes Pacheco',
  matricula: '•••••042',
  instituicao: 'Universidade Federal da Estante',
  emitida_em: '2026-11-26T12:00:00.000Z',
  data: '2026-11-26',
  message: 'Declaração válida',
};
vi.mock('@estante/api-endpoints/catalogue', () => ({
  clearanceValidationQuery: (codigo: string) => ({
    queryKey: ['clearance-validation', codigo],
    queryFn: () => {
      asked.push(codigo);
      return codigo === 'ABCD0EFGH1JKMN1PQRSTVWXYZ234' ? Promise.resolve(valid) : Promise.reject(new ApiError('http', 404, 'not found'));
    },
  }),
}));
vi.mock('@estante/i18n', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useTranslation: () => ({ t: (key: string, v?: Record<string, unknown>) => (v && 'code' in v ? `${key}:${String(v.code)}` : key), i18n: { language: 'pt' }, ready: true }),
}));

const { default: ClearanceCheckPage } = await import('./ClearanceCheckPage');

const show = (path: string) => {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/nada-consta" element={<ClearanceCheckPage />} />
          <Route path="/nada-consta/:codigo" element={<ClearanceCheckPage />} />
        </Routes>
      </QueryClientProvider>
    </BrowserRouter>,
  );
};

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('the public clearance check', () => {
  it('a valid code: valid, for whom (masked registration), the institution', async () => {
    show('/nada-consta/abcd-0efg-h1jk-mn1p-qrst-vwxy-z234');
    const answer = await screen.findByRole('status', { name: 'valid.heading' });
    expect(answer.textContent).toContain('Larissa Gomes Pacheco');
    expect(answer.textContent).toContain('•••••042');
    expect(answer.textContent).toContain('Universidade Federal da Estante');
    expect(asked).toEqual(['ABCD0EFGH1JKMN1PQRSTVWXYZ234']);
  });

  it('an altered code: "unknown or forged", nothing of anyone', async () => {
    show('/nada-consta/ABCD-0EFG-H1JK-MN1P-QRST-VWXY-Z235');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('unknown.heading');
    expect(alert.textContent).toContain('unknown.text:ABCD-0EFG-H1JK-MN1P-QRST-VWXY-Z235');
    expect(screen.queryByText('Larissa Gomes Pacheco')).toBeNull();
  });

  it('an address with no possible code never asks the API', async () => {
    show('/nada-consta/nao-e-codigo');
    expect((await screen.findByRole('alert')).textContent).toContain('malformed');
    expect(asked).toEqual([]);
  });

  it('the form: its messages under the field; a valid code opens its answer', async () => {
    show('/nada-consta');
    const field = screen.getByRole('textbox', { name: 'code' });
    const send = screen.getByRole('button', { name: 'check' });
    const messageOf = () => document.getElementById(field.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent;
    fireEvent.click(send);
    await waitFor(() => expect(messageOf()).toBe('errors.required'));
    fireEvent.change(field, { target: { value: 'ABCD-123' } });
    fireEvent.click(send);
    await waitFor(() => expect(messageOf()).toBe('errors.invalid'));
    expect(asked).toEqual([]);
    fireEvent.change(field, { target: { value: 'abcd 0efg h1jk mn1p qrst vwxy z234' } });
    fireEvent.click(send);
    expect((await screen.findByRole('status', { name: 'valid.heading' })).textContent).toContain('Larissa Gomes Pacheco');
  });
});
