import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { client as shared } from '@estante/api-client';
import { ROUTES } from '@estante/api-contract/routes';
import { toApiError } from '@estante/api-client';
import { titleFile } from './views';

// No server: the adapter answers the public token, a file for title 7 and a JSON 404 (as a Blob, the
// way a browser hands an error body to a blob request) for any other.
const seen: { url?: string; responseType?: string }[] = [];
const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
  if (config.url === ROUTES.token.url) return Promise.resolve({ data: { access_token: 'pub', token_type: 'Bearer', expires_in: 900 }, status: 200, statusText: 'OK', headers: {}, config });
  seen.push({ url: config.url, responseType: config.responseType });
  if (config.url === '/api/acervo/7/marc.mrc') return Promise.resolve({ data: new Blob(['00026nam a2200025 a 4500\x1e\x1d']), status: 200, statusText: 'OK', headers: {}, config });
  const response = { data: new Blob([JSON.stringify({ message: 'Título não encontrado.' })], { type: 'application/json' }), status: 404, statusText: 'Not Found', headers: new AxiosHeaders(), config };
  return Promise.reject(new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', config, null, response));
};

describe('the record files', () => {
  it('asks for the file as a Blob at the contract URL and hands it over', async () => {
    shared.http.defaults.adapter = adapter;
    const blob = await titleFile('titleMarcIso2709', 7);
    expect(seen.at(-1)).toEqual({ url: '/api/acervo/7/marc.mrc', responseType: 'blob' });
    expect(await blob.text()).toBe('00026nam a2200025 a 4500\x1e\x1d');
  });

  it("reads a failure's JSON body out of its Blob, so the server's message shows", async () => {
    shared.http.defaults.adapter = adapter;
    const error = await titleFile('titleMarcXml', 99).catch((e: unknown) => e);
    expect(seen.at(-1)?.url).toBe('/api/acervo/99/marc.xml');
    expect(toApiError(error)).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Título não encontrado.' });
  });
});
