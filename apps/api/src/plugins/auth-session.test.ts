import { describe, expect, it } from 'vitest';
import type { DadosPessoais } from '@estante/api-contract';
import { tokenService } from '../access/tokens';
import { claims, useAuthHarness, WEB, type AuthHarness, type Pair } from '../../test/auth-helpers';
import { BACKENDS, JWT_SECRET } from '../../test/helpers';

// A patron's access token is only as good as its sign-in (issue 24): the sign-in must be live and
// be the patron's the token names, on the patron's routes and on the catalogue's alike.

const CPF = '11144477735';
const STREET = 'Rua Sete de Setembro, 45';

interface Me { cod_pessoa: number; cod_login: number; login: string; pair: Pair }

async function signedIn(h: AuthHarness, name: string): Promise<Me> {
  const p = await h.person({ name });
  const res = await h.login(p.login, p.password);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, pair: res.json<Pair>() };
}

const personalData = (h: AuthHarness, token: string, lang = '1') =>
  h.inject({ method: 'GET', url: '/api/meu-pergamum/dados-pessoais', headers: { authorization: `Bearer ${token}`, lang } });

describe('the sign-in behind a patron token', () => {
  const h = useAuthHarness(BACKENDS[0]!); // in-memory PGlite

  it("a token naming patron X and carrying patron Y's live sign-in reads nothing of X's (401)", async () => {
    const x = await signedIn(h, 'Xavier Lemos Prado');
    const y = await signedIn(h, 'Yara Nogueira Castro');
    // X's CPF and address are on file.
    const before = await personalData(h, x.pair.access_token);
    expect(before.statusCode, before.body).toBe(200);
    const { cod_pessoa: _c, nome_pessoa: _n, login: _l, ...rest } = before.json<DadosPessoais>();
    const saved = await h.inject({
      method: 'PUT',
      url: '/api/meu-pergamum/dados-pessoais',
      headers: { authorization: `Bearer ${x.pair.access_token}`, lang: '1' },
      payload: { ...rest, cpf: CPF, logradouro: STREET, cep: '90010190', cidade: 'Porto Alegre', uf: 'RS' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Someone with the signing key forges X's token around Y's sign-in.
    const tokens = tokenService(JWT_SECRET);
    const ySid = claims(y.pair.access_token).sid as string;
    const forged = await tokens.issuePrivate({ cod_pessoa: x.cod_pessoa, cod_login: x.cod_login, login: x.login, client_id: WEB, sid: ySid });
    const res = await personalData(h, forged, '5');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(res.json()).toEqual({ message: 'Session expired. Please sign in again.' });
    expect(res.body).not.toContain(CPF);
    expect(res.body).not.toContain('Sete de Setembro');
    // Y's sign-in in Y's own name still works, and so does X's own token: only the mix is refused.
    expect((await h.get('/api/pessoas', y.pair.access_token)).statusCode).toBe(200);
    const own = await personalData(h, x.pair.access_token);
    expect(own.statusCode).toBe(200);
    expect(own.json<DadosPessoais>()).toMatchObject({ cpf: CPF, logradouro: STREET });
    // A patron's answer is that patron's alone: no browser or shared cache may keep it, and neither
    // the catalogue read with a patron's token (its hold possibilities are the patron's).
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await h.get('/api/consulta/ordenacao', x.pair.access_token)).headers['cache-control']).toBe('private, no-store');
    expect((await h.get('/api/consulta/ordenacao', await h.publicToken())).headers['cache-control']).not.toBe('private, no-store');

    // Every claim of the patron is bound: Y's person with X's login, or another client, is refused too.
    const halfForged = await tokens.issuePrivate({ cod_pessoa: y.cod_pessoa, cod_login: x.cod_login, login: x.login, client_id: WEB, sid: claims(x.pair.access_token).sid as string });
    expect((await personalData(h, halfForged)).statusCode).toBe(401);
    const otherClient = await tokens.issuePrivate({ cod_pessoa: x.cod_pessoa, cod_login: x.cod_login, login: x.login, client_id: 'estante-balcao', sid: claims(x.pair.access_token).sid as string });
    expect((await personalData(h, otherClient)).statusCode).toBe(401);
  });

  it('after a refresh token is reused, the access tokens of that sign-in get 401 on catalogue and patron routes', async () => {
    const me = await signedIn(h, 'Renata Reuso Dias');
    const catalogue = ['/api/consulta/ordenacao', '/api/consulta?termo_pesquisa=jazz'];
    for (const url of catalogue) expect((await h.get(url, me.pair.access_token, { lang: '1' })).statusCode, url).toBe(200);
    expect((await h.get('/api/pessoas', me.pair.access_token)).statusCode).toBe(200);

    const second = await h.refresh(me.pair.refresh_token);
    expect(second.statusCode).toBe(200);
    const reuse = await h.refresh(me.pair.refresh_token);
    expect(reuse.statusCode).toBe(401);

    // The old access token (still within its 15 minutes) and the newest one of the revoked sign-in.
    for (const token of [me.pair.access_token, second.json<Pair>().access_token]) {
      for (const url of [...catalogue, '/api/pessoas', '/api/meu-pergamum/dados-pessoais']) {
        const res = await h.get(url, token, { lang: '3' });
        expect(res.statusCode, url).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
        expect(res.json(), url).toEqual({ message: 'Sesión caducada. Inicie sesión de nuevo.' });
      }
    }
    // A visitor's public token still reads the catalogue.
    const visitor = await h.publicToken();
    for (const url of catalogue) expect((await h.get(url, visitor)).statusCode, url).toBe(200);
  });

  it('a signed-out sign-in (revoked) no longer reads the catalogue with its access token', async () => {
    const me = await signedIn(h, 'Otávio Saída Lima');
    expect((await h.get('/api/consulta/ordenacao', me.pair.access_token)).statusCode).toBe(200);
    const revoke = await h.inject({ method: 'POST', url: '/oauth/revoke', payload: { token: me.pair.refresh_token, client_id: WEB } });
    expect(revoke.statusCode).toBe(200);
    expect((await h.get('/api/consulta/ordenacao', me.pair.access_token)).statusCode).toBe(401);
  });
});
