// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './useDisclosure';

function Menu({ path }: { readonly path: string }) {
  const menu = useDisclosure(path);
  return (
    <div>
      <div {...menu.rootProps}>
        <button type="button" {...menu.buttonProps}>
          Menu
        </button>
        <nav {...menu.panelProps}>
          <a href="#a">Link</a>
        </nav>
      </div>
      <p>Outside</p>
    </div>
  );
}

afterEach(cleanup);

const button = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.querySelector('nav')!;

describe('useDisclosure', () => {
  it('the button says whether the panel is open and which panel it controls', () => {
    render(<Menu path="/" />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().dataset.open).toBe('false');
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(panel().dataset.open).toBe('true');
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape inside closes it and gives focus back to the button', () => {
    render(<Menu path="/" />);
    fireEvent.click(button());
    const link = screen.getByRole('link', { name: 'Link' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('another key does nothing; Escape while closed does nothing', () => {
    render(<Menu path="/" />);
    fireEvent.keyDown(button(), { key: 'Escape' });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button());
    fireEvent.keyDown(button(), { key: 'Enter' });
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  it('a pointer outside closes it; inside does not', () => {
    render(<Menu path="/" />);
    fireEvent.click(button());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Link' }));
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('another page closes it', () => {
    const { rerender } = render(<Menu path="/" />);
    fireEvent.click(button());
    act(() => rerender(<Menu path="/cesta" />));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
