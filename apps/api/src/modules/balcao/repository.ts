import { BALCAO_CODIGOS, type BalcaoDevolucao, type BalcaoEmprestimo, type BalcaoReservaLiberada, type BalcaoSolicitacaoDisponivel } from '@estante/api-contract';
import type { Db, Queryable } from '../../db/db';
import { problem } from '../../plugins/errors';
import { addDays, daysBetween } from '../emprestimo/rules';
import { cents, money } from '../emprestimo/historico/rules';
import { blockedSql, releaseCopy } from '../reserva/repository';
import { MESSAGES } from './messages';

/** A copy as the desk's rules see it, read under its row lock. */
interface LockedCopy {
  cod_exemplar: number;
  cod_acervo: number;
  titulo: string;
  situacao: 'disponivel' | 'emprestado' | 'reservado' | 'consulta_local' | 'em_transito';
  tipo_emprestimo: string;
  permite_reserva: boolean;
  prazo_especial_dias: number | null;
  emprestado: boolean;
}

/**
 * The copy `codExemplar` locked for a desk operation: its title's row first (the lock every queue
 * write takes: placing and cancelling holds), then the copy's. Two desks on one copy (or on the
 * queue of its title) run one after the other; the second reads what the first stored.
 */
async function lockCopy(tx: Queryable, codExemplar: number): Promise<LockedCopy> {
  const [found] = await tx.query<{ cod_acervo: number }>('SELECT cod_acervo FROM exemplares WHERE cod_exemplar = $1', [codExemplar]);
  if (!found) throw problem(404, MESSAGES.exemplarNaoEncontrado, { codigo: BALCAO_CODIGOS.exemplarNaoEncontrado, params: { exemplar: codExemplar } });
  await tx.query('SELECT 1 FROM titulos WHERE cod_acervo = $1 FOR NO KEY UPDATE', [found.cod_acervo]);
  const [copy] = await tx.query<LockedCopy>(
    `SELECT e.cod_exemplar, e.cod_acervo, t.obra AS titulo, e.situacao, e.tipo_emprestimo, e.permite_reserva, e.prazo_especial_dias,
            EXISTS (SELECT 1 FROM emprestimos l WHERE l.cod_exemplar = e.cod_exemplar AND l.data_devolucao IS NULL) AS emprestado
       FROM exemplares e JOIN titulos t ON t.cod_acervo = e.cod_acervo WHERE e.cod_exemplar = $1 FOR UPDATE OF e`,
    [codExemplar],
  );
  if (!copy) throw problem(404, MESSAGES.exemplarNaoEncontrado, { codigo: BALCAO_CODIGOS.exemplarNaoEncontrado, params: { exemplar: codExemplar } });
  return copy;
}

/** The SQL of /api/balcao: each desk operation is one transaction under the copy's (and its title's) locks. */
export function balcaoRepository(db: Db) {
  return {
    /**
     * Checks the copy out to the owner of the loan token (hash `tokenHash`, valid at `now`): the token
     * is deleted in the same transaction, so a refused check-out leaves it valid and of two check-outs
     * with one token only one finds it. Refusals throw (the transaction rolls back).
     */
    checkout: (tokenHash: string, codExemplar: number, now: Date, today: string, graceDays: number): Promise<BalcaoEmprestimo> =>
      db.transaction(async (tx) => {
        const [owner] = await tx.query<{ cod_pessoa: number }>(
          'DELETE FROM tokens_emprestimo WHERE token_hash = $1 AND expira_em > $2 RETURNING cod_pessoa',
          [tokenHash, now.toISOString()],
        );
        if (!owner) throw problem(404, MESSAGES.tokenInvalido, { codigo: BALCAO_CODIGOS.tokenInvalido, campo: 'token' });
        const copy = await lockCopy(tx, codExemplar);
        const [patron] = await tx.query<{ nome: string; bloqueado: boolean; prazo: number }>(
          `SELECT p.nome_pessoa AS nome, ${blockedSql('$2', '$3')} AS bloqueado, coalesce(pc.prazo_emprestimo_dias, 14) AS prazo
             FROM pessoas p LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria WHERE p.cod_pessoa = $1`,
          [owner.cod_pessoa, today, graceDays],
        );
        if (!patron || patron.bloqueado) throw problem(403, MESSAGES.usuarioBloqueado, { codigo: BALCAO_CODIGOS.usuarioBloqueado });
        const exemplar = copy.cod_exemplar;
        if (copy.emprestado || copy.situacao === 'emprestado') throw problem(409, MESSAGES.exemplarEmprestado, { codigo: BALCAO_CODIGOS.exemplarEmprestado, params: { exemplar } });
        if (!copy.permite_reserva || copy.situacao === 'consulta_local') throw problem(409, MESSAGES.consultaLocal, { codigo: BALCAO_CODIGOS.consultaLocal, params: { exemplar } });
        let fulfilled: number | null = null;
        if (copy.situacao === 'reservado') {
          const [held] = await tx.query<{ cod_reserva: number; cod_pessoa: number }>(
            `SELECT cod_reserva, cod_pessoa FROM reservas WHERE cod_exemplar = $1 AND situacao = 'liberada' ORDER BY cod_reserva LIMIT 1 FOR UPDATE`,
            [exemplar],
          );
          if (!held || held.cod_pessoa !== owner.cod_pessoa) throw problem(409, MESSAGES.reservadoOutro, { codigo: BALCAO_CODIGOS.reservadoOutro, params: { exemplar } });
          fulfilled = held.cod_reserva;
          await tx.query(`UPDATE reservas SET situacao = 'atendida' WHERE cod_reserva = $1`, [held.cod_reserva]);
        } else if (copy.situacao !== 'disponivel') {
          throw problem(409, MESSAGES.exemplarIndisponivel, { codigo: BALCAO_CODIGOS.exemplarIndisponivel, params: { exemplar } });
        } else {
          // A copy from the shelf fulfils the patron's own hold of the title waiting in the queue (the holds behind move up).
          const [queued] = await tx.query<{ cod_reserva: number; posicao_fila: number }>(
            `SELECT cod_reserva, posicao_fila FROM reservas WHERE cod_pessoa = $1 AND cod_acervo = $2 AND situacao = 'fila' FOR UPDATE`,
            [owner.cod_pessoa, copy.cod_acervo],
          );
          if (queued) {
            fulfilled = queued.cod_reserva;
            await tx.query(`UPDATE reservas SET situacao = 'atendida', posicao_fila = NULL, cod_exemplar = $2 WHERE cod_reserva = $1`, [queued.cod_reserva, exemplar]);
            await tx.query(`UPDATE reservas SET posicao_fila = posicao_fila - 1 WHERE cod_acervo = $1 AND situacao = 'fila' AND posicao_fila > $2`, [
              copy.cod_acervo,
              queued.posicao_fila,
            ]);
          }
        }
        const due = addDays(today, copy.prazo_especial_dias ?? patron.prazo);
        // One open loan per copy (emprestimos_aberto_idx) whatever was read: under the locks above this never fires.
        const [loan] = await tx
          .query<{ cod_emprestimo: number }>(
            `INSERT INTO emprestimos (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista) VALUES ($1, $2, $3::date, $4::date) RETURNING cod_emprestimo`,
            [exemplar, owner.cod_pessoa, today, due],
          )
          .catch((e: unknown) => {
            if ((e as { code?: string }).code === '23505') throw problem(409, MESSAGES.exemplarEmprestado, { codigo: BALCAO_CODIGOS.exemplarEmprestado, params: { exemplar } });
            throw e;
          });
        if (!loan) throw new Error('loan not stored');
        await tx.query(`UPDATE exemplares SET situacao = 'emprestado', data_devolucao_prevista = $2::date WHERE cod_exemplar = $1`, [exemplar, due]);
        return {
          cod_emprestimo: loan.cod_emprestimo,
          cod_exemplar: exemplar,
          cod_acervo: copy.cod_acervo,
          titulo: copy.titulo,
          cod_pessoa: owner.cod_pessoa,
          nome: patron.nome,
          data_emprestimo: today,
          devolucao_prevista: due,
          cod_reserva_atendida: fulfilled,
        };
      }),

    /**
     * Returns the copy: the open loan closed today (the history keeps it); a late return's fine at
     * the policy's rate per day (the open fine of the loan, if the library had raised one, becomes
     * the final one); then the copy goes to the first hold waiting in the queue, or to the shelf.
     */
    return: (codExemplar: number, today: string): Promise<BalcaoDevolucao> =>
      db.transaction(async (tx) => {
        const copy = await lockCopy(tx, codExemplar);
        const [loan] = await tx.query<{ cod_emprestimo: number; cod_pessoa: number; devolucao_prevista: string; multa_dia: string; cod_biblioteca: number }>(
          `SELECT l.cod_emprestimo, l.cod_pessoa, to_char(l.data_devolucao_prevista, 'YYYY-MM-DD') AS devolucao_prevista, e.cod_biblioteca,
                  coalesce(CASE WHEN e.tipo_emprestimo = 'Normal' THEN pc.multa_dia ELSE pc.multa_dia_especial END, 0)::text AS multa_dia
             FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
             LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria
            WHERE l.cod_exemplar = $1 AND l.data_devolucao IS NULL FOR UPDATE OF l`,
          [copy.cod_exemplar],
        );
        if (!loan) throw problem(409, MESSAGES.naoEmprestado, { codigo: BALCAO_CODIGOS.naoEmprestado, params: { exemplar: copy.cod_exemplar } });
        await tx.query('UPDATE emprestimos SET data_devolucao = $2::date WHERE cod_emprestimo = $1', [loan.cod_emprestimo, today]);
        const late = Math.max(0, daysBetween(loan.devolucao_prevista, today));
        const valor = cents(loan.multa_dia) * late;
        let multa: BalcaoDevolucao['multa'] = null;
        if (valor > 0) {
          const motivo = `Multa por atraso na devolução: ${late} dia(s).`;
          const [open] = await tx.query<{ cod_debito: number }>(
            `UPDATE debitos SET valor = $2::numeric, motivo = $3, data_debito = $4::date
              WHERE cod_debito = (SELECT cod_debito FROM debitos WHERE cod_emprestimo = $1 AND tipo = 'atraso' AND valor_pago = 0 AND desconto = 0
                                   AND data_pagamento IS NULL ORDER BY cod_debito LIMIT 1)
              RETURNING cod_debito`,
            [loan.cod_emprestimo, money(valor), motivo, today],
          );
          const [stored] = open
            ? [open]
            : await tx.query<{ cod_debito: number }>(
                `INSERT INTO debitos (cod_pessoa, cod_emprestimo, cod_biblioteca, tipo, motivo, data_debito, valor)
                 VALUES ($1, $2, $3, 'atraso', $4, $5::date, $6::numeric) RETURNING cod_debito`,
                [loan.cod_pessoa, loan.cod_emprestimo, loan.cod_biblioteca, motivo, today, money(valor)],
              );
          if (!stored) throw new Error('fine not stored');
          multa = { cod_debito: stored.cod_debito, valor: money(valor) };
        }
        const released = await releaseCopy(tx, copy.cod_exemplar, today);
        return {
          cod_emprestimo: loan.cod_emprestimo,
          cod_exemplar: copy.cod_exemplar,
          cod_pessoa: loan.cod_pessoa,
          data_devolucao: today,
          dias_atraso: late,
          multa,
          reserva_liberada: released && releasedOut(released),
          situacao_exemplar: released ? 'reservado' : 'disponivel',
        };
      }),

    /** Releases a copy on the shelf to the first hold waiting in its title's queue that it can serve. */
    release: (codExemplar: number, today: string): Promise<BalcaoReservaLiberada> =>
      db.transaction(async (tx) => {
        const copy = await lockCopy(tx, codExemplar);
        const exemplar = copy.cod_exemplar;
        if (copy.situacao !== 'disponivel' || copy.emprestado) throw problem(409, MESSAGES.naoNaEstante, { codigo: BALCAO_CODIGOS.naoNaEstante, params: { exemplar } });
        const released = await releaseCopy(tx, exemplar, today);
        if (!released) throw problem(409, MESSAGES.filaVazia, { codigo: BALCAO_CODIGOS.filaVazia, params: { exemplar } });
        return releasedOut(released);
      }),

    /** Marks a loan request ready to collect (situacao 'disponivel', data_atualizacao now), as the seed's ready requests are. */
    ready: (codSolicitacao: number, now: Date): Promise<BalcaoSolicitacaoDisponivel> =>
      db.transaction(async (tx) => {
        const id = codSolicitacao;
        const [req] = await tx.query<{ situacao: string }>('SELECT situacao FROM solicitacoes WHERE cod_solicitacao = $1 FOR UPDATE', [id]);
        if (!req) throw problem(404, MESSAGES.solicitacaoNaoEncontrada, { codigo: BALCAO_CODIGOS.solicitacaoNaoEncontrada, params: { id } });
        if (req.situacao === 'disponivel') throw problem(409, MESSAGES.solicitacaoJaDisponivel, { codigo: BALCAO_CODIGOS.solicitacaoJaDisponivel, params: { id } });
        if (req.situacao === 'finalizada' || req.situacao === 'cancelada') {
          throw problem(409, MESSAGES.solicitacaoEncerrada, { codigo: BALCAO_CODIGOS.solicitacaoEncerrada, params: { id } });
        }
        const [row] = await tx.query<{ cod_pessoa: number; data_atualizacao: string }>(
          `UPDATE solicitacoes SET situacao = 'disponivel', data_atualizacao = $2::timestamptz WHERE cod_solicitacao = $1
           RETURNING cod_pessoa, to_char(data_atualizacao AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS data_atualizacao`,
          [id, now.toISOString()],
        );
        if (!row) throw new Error('request not updated');
        return { cod_solicitacao: id, cod_pessoa: row.cod_pessoa, situacao: 'disponivel', data_atualizacao: row.data_atualizacao };
      }),
  };
}

const releasedOut = (r: NonNullable<Awaited<ReturnType<typeof releaseCopy>>>): BalcaoReservaLiberada => ({
  cod_reserva: r.cod_reserva,
  cod_pessoa: r.cod_pessoa,
  cod_exemplar: r.cod_exemplar,
  cod_biblioteca: r.cod_biblioteca,
  data_liberacao: r.data_liberacao,
  data_limite_retirada: r.data_limite_retirada,
});
