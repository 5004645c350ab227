// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfigProvider from 'antd/es/config-provider';
import { NotificationHost, notify } from './notify';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PLACEMENTS = ['top', 'topLeft', 'topRight', 'bottom', 'bottomLeft', 'bottomRight'];

/** The notification holding `text`, and the placement of the list it sits in. */
function shown(text: string) {
  const node = screen.queryByText(text);
  const list = node?.closest('.ant-notification');
  return { node, placement: PLACEMENTS.find((p) => list?.classList.contains(`ant-notification-${p}`)) };
}

describe('notify', () => {
  it('loads nothing until the first notification, which shows once the list’s code has loaded', async () => {
    const { container } = render(<NotificationHost />);
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.ant-notification')).toBeNull();
    act(() => notify.info('Primeira.'));
    expect(await screen.findByText('Primeira.')).toBeTruthy();
  });

  it('shows at the top centre and closes by itself after 8 seconds (SPEC.md §9)', async () => {
    // Without motion a closed notification leaves at once (jsdom never ends a CSS animation).
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <NotificationHost />
      </ConfigProvider>,
    );
    // The list's code first (a real import), then the clock.
    act(() => notify.info('A lista carregou.'));
    await screen.findByText('A lista carregou.');
    vi.useFakeTimers();
    act(() => notify.success('Comentário enviado.'));
    expect(shown('Comentário enviado.').node).toBeTruthy();
    expect(shown('Comentário enviado.').placement).toBe('top');
    await act(() => vi.advanceTimersByTimeAsync(7_900));
    expect(shown('Comentário enviado.').node).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shown('Comentário enviado.').node).toBeNull();
  });

  it('announces failures as alerts and the rest politely', async () => {
    render(<NotificationHost />);
    act(() => {
      notify.error({ title: 'Não foi possível enviar.', description: 'Tente novamente.' });
      notify.info('Sugestão enviada.');
    });
    await screen.findByText('Sugestão enviada.');
    expect(screen.getByText('Não foi possível enviar.').closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Tente novamente.')).toBeTruthy();
    expect(screen.getByText('Sugestão enviada.').closest('[role]')?.getAttribute('role')).toBe('status');
  });

  it('keeps what is asked before a host mounts and shows it once one does', async () => {
    act(() => notify.warning('Sessão expirada.'));
    expect(screen.queryByText('Sessão expirada.')).toBeNull();
    render(<NotificationHost />);
    expect(await screen.findByText('Sessão expirada.')).toBeTruthy();
  });
});
