// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ConfigProvider from 'antd/es/config-provider';
import { i18n, initI18n } from '@estante/i18n';
import { useConfirm, type ConfirmOptions } from './confirm';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
});
afterEach(cleanup);

/** A page with a button that asks `options` and writes down the answer. */
function Asker({ options }: { readonly options: ConfirmOptions }) {
  const [confirm, holder] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then((ok) => setAnswer(String(ok)))}>
        Excluir alerta
      </button>
      <output>{answer}</output>
      {holder}
    </>
  );
}

const answer = () => screen.getByRole('status').textContent;

describe('ConfirmDialog', () => {
  it('is titled "Confirmação" with Confirmar and Cancelar unless told otherwise', () => {
    render(<ConfirmDialog open content="Deseja continuar?" onConfirm={() => undefined} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmação' });
    expect(dialog.textContent).toContain('Deseja continuar?');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('takes its own title and button labels, in English too', async () => {
    render(
      <ConfirmDialog open title="Cancelar reserva" content="A reserva será cancelada." confirmText="Sim, cancelar" cancelText="Manter reserva" onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: 'Cancelar reserva' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sim, cancelar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manter reserva' })).toBeTruthy();
    cleanup();
    await act(() => i18n.changeLanguage('en'));
    render(<ConfirmDialog open content="Continue?" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Confirmation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await act(() => i18n.changeLanguage('pt'));
  });
});

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    render(<Asker options={{ content: 'Excluir o alerta?' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir alerta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(answer()).toBe('true'));
  });

  it('resolves false on Cancel, on the close button and on Escape', async () => {
    render(<Asker options={{ content: 'Excluir o alerta?', cancelText: 'Não' }} />);
    const trigger = screen.getByRole('button', { name: 'Excluir alerta' });
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Não' }));
    await waitFor(() => expect(answer()).toBe('false'));

    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(answer()).toBe('false'));

    fireEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Confirmação' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(answer()).toBe('false'));
  });

  it('puts the focus on Cancel while open (a stray Enter never confirms) and gives it back to the button after', async () => {
    // Without motion the dialog closes at once (jsdom never ends a CSS animation, after which antd gives focus back).
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Asker options={{ content: 'Excluir o alerta?' }} />
      </ConfigProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Excluir alerta' });
    trigger.focus();
    fireEvent.click(trigger);
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
