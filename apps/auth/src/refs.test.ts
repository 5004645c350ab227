import { describe, expect, it } from 'vitest';
import { loginPath, loginRoute, logoutRoute } from './refs';
import { authRoutes } from './routes';
import { nextPath } from './features/login/LoginPage';

describe('the routes this remote declares', () => {
  it('login and logout are routes of its table', () => {
    const paths = authRoutes.map((r) => r.path as string);
    expect(paths).toContain(loginRoute.path);
    expect(paths).toContain(logoutRoute.path);
  });
  it('login carries a same-origin redirect only', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/meupergamum')).toBe('/login?redirect=%2Fmeupergamum');
    expect(loginPath('https://evil.example')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });
  it('after signing in: the redirect, else the chosen destination as the shell binds it', () => {
    const destinations = { home: '/', meupergamum: '/meupergamum' };
    expect(nextPath('/acervo/7', 'catalogo', destinations)).toBe('/acervo/7');
    expect(nextPath('/login?x', 'meupergamum', destinations)).toBe('/meupergamum');
    expect(nextPath(null, 'catalogo', destinations)).toBe('/');
    expect(nextPath('https://evil.example', 'meupergamum', destinations)).toBe('/meupergamum');
  });
});
