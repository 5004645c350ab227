// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { ThemeProvider } from './theme';

afterEach(cleanup);

// A loading button under the design system's theme: its own spinner, shown while it loads and gone
// with it, with no name of its own (antd's icon, named "loading" in English, could stay behind).
describe('a loading button', () => {
  it('keeps its label as its name and shows the spinner only while it loads', () => {
    const { rerender, container } = render(
      <ThemeProvider language="pt">
        <Button loading>Renovar todos</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Renovar todos' })).toBeTruthy();
    expect(container.querySelectorAll('.estante-button-spinner')).toHaveLength(1);
    expect(container.querySelector('.anticon-loading')).toBeNull();
    rerender(
      <ThemeProvider language="pt">
        <Button loading={false}>Renovar todos</Button>
      </ThemeProvider>,
    );
    expect(container.querySelector('.estante-button-spinner')).toBeNull();
    expect((screen.getByRole('button', { name: 'Renovar todos' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
