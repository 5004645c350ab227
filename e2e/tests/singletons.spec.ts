import { expect, navigate, signInAs, test } from './helpers';

test('one React renderer, one antd, one session store after visiting every remote', async ({ page }) => {
  // A stand-in for the React DevTools hook: every renderer that starts registers here.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        id += 1;
        renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await signInAs(page);
  await page.goto('/?q=jazz');
  await expect(page.locator('.catalogue-result').first()).toBeVisible();
  const href = await page.locator('.catalogue-result__title a').first().getAttribute('href');
  await navigate(page, href!);
  await expect(page.locator('#title-heading')).toBeVisible();
  await navigate(page, '/meupergamum');
  await expect(page.getByText('Bem-vindo(a), Ana Beatriz Souza.')).toBeVisible();
  await navigate(page, '/login');
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();

  const counts = await page.evaluate(() => {
    const w = window as unknown as {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
      __ESTANTE_SINGLETONS__: Record<string, Set<unknown>>;
    };
    return {
      renderers: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      antd: w.__ESTANTE_SINGLETONS__.antd?.size ?? 0,
      session: w.__ESTANTE_SINGLETONS__['@estante/session']?.size ?? 0,
    };
  });
  expect(counts).toEqual({ renderers: 1, antd: 1, session: 1 });

  // Every shared module in use is the shell's copy.
  const shared = await page.evaluate(() => {
    const scope = (window as unknown as { __ESTANTE_SHARE_SCOPE__: Record<string, Record<string, { from: string; loaded?: number }>> }).__ESTANTE_SHARE_SCOPE__;
    const out: Record<string, string[]> = {};
    for (const [pkg, versions] of Object.entries(scope)) {
      for (const info of Object.values(versions)) if (info.loaded) (out[pkg] ??= []).push(info.from);
    }
    return out;
  });
  for (const pkg of ['react', 'react-dom', '@estante/federation/router', '@estante/session', '@estante/ui/theme', '@estante/ui/table']) {
    expect(shared[pkg], pkg).toEqual(['~shell']);
  }
});
