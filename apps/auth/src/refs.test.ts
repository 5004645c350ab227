import { describe, expect, it } from 'vitest';
import { loginPath, loginRoute, logoutRoute } from './refs';
import { authRoutes } from './routes';
import { nextPath, returnAddress } from './features/login/LoginPage';

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
  it('after signing in: the destination chosen, as the shell binds it; "retorno" the page the sign-in started from', () => {
    const destinations = { home: '/', meupergamum: '/meupergamum' };
    expect(nextPath('/acervo/7', 'retorno', destinations)).toBe('/acervo/7');
    // A patron who picks another destination goes there, whatever page the sign-in started from.
    expect(nextPath('/acervo/7', 'meupergamum', destinations)).toBe('/meupergamum');
    expect(nextPath('/acervo/7', 'catalogo', destinations)).toBe('/');
    expect(nextPath('/', 'meupergamum', destinations)).toBe('/meupergamum');
    expect(nextPath('/', 'retorno', destinations)).toBe('/');
    expect(nextPath('/login?x', 'retorno', destinations)).toBe('/');
    expect(nextPath(null, 'catalogo', destinations)).toBe('/');
    expect(nextPath('https://evil.example', 'retorno', destinations)).toBe('/');
    expect(nextPath('//evil.example', 'meupergamum', destinations)).toBe('/meupergamum');
  });
  it('only a page of this site other than the login is offered to go back to', () => {
    expect(returnAddress('/acervo/7?x=1')).toBe('/acervo/7?x=1');
    expect(returnAddress('/')).toBe('/');
    expect(returnAddress('/login')).toBeNull();
    expect(returnAddress('https://evil.example')).toBeNull();
    expect(returnAddress(null)).toBeNull();
  });
});
