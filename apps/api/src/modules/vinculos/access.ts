import { BASE_EXTERNA_INACESSIVEL, BASE_EXTERNA_NAO_CONFIGURADA } from '@estante/api-contract/constants';
import type { Db } from '../../db/db';
import { problem } from '../../plugins/errors';
import type { SsoOptions } from '../sso/config';
import { BASE_NAME, baseEntry, externalBaseSigner } from '../pessoas/external-bases';
import { pessoasRepository } from '../pessoas/repository';
import { effectiveEntry, reachable } from './bases';
import { MESSAGES } from './messages';

/** How long the check that a base answers waits (ms). */
export const PROBE_TIMEOUT_MS = 4000;

/**
 * The access address of an external base for a signed-in patron (SPEC.md §7): 404
 * BASE_EXTERNA_NAO_CONFIGURADA when the installation has no usable address for it; 502
 * BASE_EXTERNA_INACESSIVEL when the address does not answer; else the address with a 60-second
 * token signed for the patron. Used by `GET /api/pessoas/token-redireciona` and `/api/vinculos/{abnt,target,grupoa}`.
 */
export function externalAccessService(deps: { db: Db; sso: SsoOptions; jwtSecret: string; now: () => Date; probeTimeoutMs?: number }) {
  const repo = pessoasRepository(deps.db);
  const sign = externalBaseSigner(deps.sso, deps.jwtSecret);
  return async (rawBase: string, patron: { cod_pessoa: number; login: string }): Promise<string> => {
    const base = rawBase.trim().toLowerCase();
    const configured = BASE_NAME.test(base) ? baseEntry(await repo.externalBases(), base) : null;
    if (!configured) throw problem(404, MESSAGES.naoConfigurada, { codigo: BASE_EXTERNA_NAO_CONFIGURADA });
    const entry = effectiveEntry(configured, base, deps.sso.externalBasesUrl);
    if (!(await reachable(entry.link, deps.probeTimeoutMs ?? PROBE_TIMEOUT_MS))) throw problem(502, MESSAGES.inacessivel, { codigo: BASE_EXTERNA_INACESSIVEL });
    const person = await repo.contact(patron.cod_pessoa);
    return sign(base, entry, { login: patron.login, nome: person?.nome_pessoa ?? null, email: person?.email ?? null }, deps.now());
  };
}
