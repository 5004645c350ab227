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
  it('shows at the top centre and closes by itself after 8 seconds (SPEC.md §9)', async () => {
    vi.useFakeTimers();
    // Without motion a closed notification leaves at once (jsdom never ends a CSS animation).
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <NotificationHost />
      </ConfigProvider>,
    );
    act(() => notify.success('Comentário enviado.'));
    expect(shown('Comentário enviado.').node).toBeTruthy();
    expect(shown('Comentário enviado.').placement).toBe('top');
    await act(() => vi.advanceTimersByTimeAsync(7_900));
    expect(shown('Comentário enviado.').node).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shown('Comentário enviado.').node).toBeNull();
  });

  it('announces failures as alerts and the rest politely', () => {
    render(<NotificationHost />);
    act(() => {
      notify.error({ title: 'Não foi possível enviar.', description: 'Tente novamente.' });
      notify.info('Sugestão enviada.');
    });
    expect(screen.getByText('Não foi possível enviar.').closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Tente novamente.')).toBeTruthy();
    expect(screen.getByText('Sugestão enviada.').closest('[role]')?.getAttribute('role')).toBe('status');
  });

  it('keeps what is asked before a host mounts and shows it once one does', () => {
    act(() => notify.warning('Sessão expirada.'));
    expect(screen.queryByText('Sessão expirada.')).toBeNull();
    render(<NotificationHost />);
    expect(screen.getByText('Sessão expirada.')).toBeTruthy();
  });
});
