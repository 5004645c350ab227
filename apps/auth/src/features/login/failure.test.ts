import { describe, expect, it } from 'vitest';
import { ApiError } from '@estante/api-client';
import { loginErrorMessage } from './failure';
import pt from '../../locales/pt.json';

const http = (status: number, message?: string, serverCode?: string) => new ApiError('http', status, message, { serverCode });

describe('login errors (SPEC.md §8)', () => {
  it('401 names the login label, 430 and ACESSO_BLOQUEADO mean blocked, 429, 400, 422 the server text', () => {
    expect(loginErrorMessage(http(401), 'Matrícula')).toEqual({ key: 'auth.loginErrors.incorrect', values: { label: 'Matrícula' }, level: 'error' });
    expect(loginErrorMessage(http(430), 'x')).toMatchObject({ key: 'auth.loginErrors.blocked' });
    expect(loginErrorMessage(http(401, 'ACESSO_BLOQUEADO'), 'x')).toMatchObject({ key: 'auth.loginErrors.blocked' });
    expect(loginErrorMessage(http(429), 'x')).toMatchObject({ key: 'auth.loginErrors.tooMany' });
    expect(loginErrorMessage(http(400), 'x')).toMatchObject({ key: 'auth.loginErrors.badRequest' });
    expect(loginErrorMessage(http(422, 'Usuário sem CPF.'), 'x')).toMatchObject({ key: 'Usuário sem CPF.' });
    expect(loginErrorMessage(http(500), 'x')).toMatchObject({ key: 'errors.unexpected' });
    expect(loginErrorMessage(new ApiError('network'), 'x')).toMatchObject({ key: 'errors.network' });
    expect(loginErrorMessage(new ApiError('cancelled'), 'x')).toBeNull();
    expect(loginErrorMessage(http(422, 'x', 'CAPTCHA_EXPIRADO'), 'x')).toMatchObject({ key: 'auth.loginErrors.captchaExpired' });
  });
  it('every key it gives of its own is in its strings', () => {
    const own = Object.keys(pt.auth.loginErrors);
    for (const key of ['incorrect', 'blocked', 'tooMany', 'badRequest', 'captchaMissing', 'captchaExpired', 'captchaInvalid']) expect(own).toContain(key);
  });
});
