// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@estante/i18n';
import { NS } from '../../strings';
import { Captcha } from './Captcha';

// The module's promise settles before it has defined <altcha-widget> (what happened in Chromium
// under load: "configure is not a function", and the sign-in page was replaced by its remote's
// failure). The element is defined a moment later, here by the test.
vi.mock('altcha', () => ({}));

const configured: unknown[] = [];
class FakeWidget extends HTMLElement {
  configure(options: unknown) {
    configured.push(options);
    return Promise.resolve();
  }
  reset() {}
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces(NS);
});
afterEach(cleanup);

describe('Captcha', () => {
  it('renders the widget once its element is defined, and configures it then', async () => {
    const { container } = render(<Captcha onChange={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('altcha-widget')).toBeNull();
    expect(configured).toEqual([]);

    customElements.define('altcha-widget', FakeWidget);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    await waitFor(() => expect(configured).toEqual([{ hideLogo: true }]));
  });
});
