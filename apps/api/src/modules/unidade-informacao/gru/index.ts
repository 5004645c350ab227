import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { USUARIO_SEM_CPF, type Gru } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { requirePage } from '../../meu-pergamum/acesso';
import { brDay, cents, money, parseAmount } from '../../emprestimo/historico/rules';
import { MESSAGES } from './messages';
import { gruRepository, type SlipRow } from './repository';
import { addDays, maskCpf, PRAZO_VENCIMENTO_DIAS, slipCodes } from './slip';

const CODE = /^[1-9][0-9]{0,9}$/;
/** "R$ 1.234,50" (the message's amount, the same in every language: SPEC.md §9). */
const reais = (c: number) => `R$ ${Math.floor(c / 100).toLocaleString('pt-BR')},${String(c % 100).padStart(2, '0')}`;

/**
 * /api/unidade-informacao/gru (issue 16 H2, SPEC.md §7): the payment slip (GRU) of the patron's open
 * balance at a library. The value must be that balance; one open slip per patron, library and
 * value (a double click or a second tab gets the same slip, 200).
 */
export const gruModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = gruRepository(db);

  app.route({
    ...endpoint(app, 'paymentSlip'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'debitos');
      if (!(await repo.hasCpf(db, me.cod_pessoa))) throw problem(422, MESSAGES.semCpf, { codigo: USUARIO_SEM_CPF });
      const rawLib = String(request.body.codBiblioteca).trim();
      if (!CODE.test(rawLib) || Number(rawLib) > 2 ** 31 - 1) throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'codBiblioteca' });
      const codBiblioteca = Number(rawLib);
      const centavos = parseAmount(request.body.valor);
      if (centavos === null) throw problem(422, MESSAGES.valorInvalido, { campo: 'valor' });
      const hoje = now().toISOString().slice(0, 10);

      const { slip, created } = await repo.transaction(async (tx) => {
        await repo.lockPerson(tx, me.cod_pessoa);
        const saldo = await repo.openBalance(tx, me.cod_pessoa, codBiblioteca);
        if (saldo <= 0) throw problem(422, MESSAGES.semDebitos, { campo: 'codBiblioteca', codigo: 'SEM_DEBITOS' });
        if (centavos !== saldo) throw problem(422, MESSAGES.valorDiferente, { campo: 'valor', params: { valor: reais(saldo) } });
        const valor = money(saldo);
        const open = await repo.openSlip(tx, me.cod_pessoa, codBiblioteca, valor, hoje);
        if (open) return { slip: open, created: false };
        const { instituicao } = await repo.parties(tx, me.cod_pessoa, codBiblioteca);
        const codGru = await repo.nextCode(tx);
        const vencimento = addDays(hoje, PRAZO_VENCIMENTO_DIAS);
        const codes = slipCodes({ codGru, codBiblioteca, codEmpresa: instituicao.cod, centavos: saldo, vencimento });
        return { slip: await repo.insert(tx, me.cod_pessoa, codBiblioteca, valor, hoje, { cod_gru: codGru, vencimento, ...codes }), created: true };
      });
      const parties = await repo.parties(db, me.cod_pessoa, codBiblioteca);
      (reply as FastifyReply).code(created ? 201 : 200);
      return slipOut(slip, parties);
    },
  });
};

function slipOut(s: SlipRow, p: Awaited<ReturnType<ReturnType<typeof gruRepository>['parties']>>): Gru {
  return {
    codGru: s.cod_gru,
    referencia: s.referencia,
    dataEmissao: brDay(s.data_emissao),
    vencimento: brDay(s.vencimento),
    valor: money(cents(s.valor)),
    codigoBarras: s.codigo_barras,
    linhaDigitavel: s.linha_digitavel,
    codBiblioteca: s.cod_biblioteca,
    biblioteca: p.biblioteca,
    beneficiario: { nome: p.instituicao.nome, sigla: p.instituicao.sigla },
    pagador: { nome: p.nome, cpf: maskCpf(p.cpf) },
  };
}
