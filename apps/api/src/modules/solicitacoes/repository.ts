import type { BibliotecaSolicitacao, FiltroSolicitacao, SituacaoSolicitacao, TipoSolicitacao } from '@estante/api-contract';
import type { Db } from '../../db/db';
import { ABERTAS, COLECAO_FECHADA, CONSULTA_LOCAL, type ChoiceField, type LendableCopy } from './rules';

/** A request as stored, with its title and libraries. */
export interface RequestRow {
  cod_solicitacao: number;
  cod_pessoa: number;
  cod_acervo: number;
  titulo: string;
  tipo: TipoSolicitacao;
  situacao: SituacaoSolicitacao;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  cod_exemplar: number | null;
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_biblioteca_origem: number | null;
  desc_biblioteca_origem: string | null;
  endereco: string | null;
  telefone: string;
  emails: string[];
  data_solicitacao: Date | string;
  data_atualizacao: Date | string;
  data_cancelamento: Date | string | null;
}

/** What a new request stores. */
export interface NewRequest {
  cod_pessoa: number;
  cod_acervo: number;
  tipo: TipoSolicitacao;
  choice: Record<ChoiceField, string | null>;
  cod_exemplar: number | null;
  cod_biblioteca: number;
  cod_biblioteca_origem: number | null;
  endereco: string | null;
  telefone: string;
  emails: string[];
  /** ISO timestamp. */
  now: string;
  chave: string | null;
}

export type CreateResult =
  | { readonly kind: 'created' | 'replay'; readonly id: number }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'limit'; readonly limite: number };

/** A copy kept in the closed stacks, with its library's campus. */
export interface ClosedCopyRow {
  cod_exemplar: number;
  cod_acervo: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_campus: number;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string;
  tipo_emprestimo: string;
  localizacao: string;
  colecao: string;
  situacao: string;
  data_devolucao_prevista: string | null;
}

export interface LibraryRow extends BibliotecaSolicitacao {
  cod_campus: number;
}

const OPEN = `(${ABERTAS.map((s) => `'${s}'`).join(', ')})`;

const REQUEST_SELECT = `SELECT s.cod_solicitacao, s.cod_pessoa, s.cod_acervo, t.obra AS titulo, s.tipo, s.situacao, s.volume, s.tomo, s.parte,
         s.material, s.cod_exemplar, s.cod_biblioteca, b.desc_biblioteca, s.cod_biblioteca_origem, bo.desc_biblioteca AS desc_biblioteca_origem,
         s.endereco, s.telefone, s.emails, s.data_solicitacao, s.data_atualizacao, s.data_cancelamento
    FROM solicitacoes s
    JOIN titulos t ON t.cod_acervo = s.cod_acervo
    JOIN bibliotecas b ON b.cod_biblioteca = s.cod_biblioteca
    LEFT JOIN bibliotecas bo ON bo.cod_biblioteca = s.cod_biblioteca_origem`;

/** The SQL of loan requests, interlibrary requests and closed stacks. */
export function solicitacoesRepository(db: Db) {
  const byId = async (id: number): Promise<RequestRow | undefined> => (await db.query<RequestRow>(`${REQUEST_SELECT} WHERE s.cod_solicitacao = $1`, [id]))[0];
  return {
    byId,

    /** The title's main title; undefined when there is no such title. */
    async titleName(codAcervo: number): Promise<string | undefined> {
      const [row] = await db.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [codAcervo]);
      return row?.obra;
    },

    /** The copies a loan request may ask for: not for reading in the library only, not in the closed stacks. */
    lendableCopies: (codAcervo: number) =>
      db.query<LendableCopy>(
        `SELECT cod_biblioteca, volume, tomo, parte, material FROM exemplares
          WHERE cod_acervo = $1 AND tipo_emprestimo <> $2 AND colecao <> $3 ORDER BY cod_exemplar`,
        [codAcervo, CONSULTA_LOCAL, COLECAO_FECHADA],
      ),

    /** Every library with its campus, by code. */
    libraries: () =>
      db.query<LibraryRow>(
        `SELECT b.cod_biblioteca, b.desc_biblioteca, c.nome_campus, b.cod_campus FROM bibliotecas b JOIN campus c USING (cod_campus) ORDER BY b.cod_biblioteca`,
      ),

    /** The patron's recorded contact, open requests and the category's limit of them. */
    async contact(codPessoa: number) {
      const [row] = await db.query<{
        telefone: string | null;
        emails: string[];
        logradouro: string | null;
        complemento: string | null;
        bairro: string | null;
        cidade: string | null;
        uf: string | null;
        cep: string | null;
        abertas: number;
        limite: number | null;
      }>(
        `SELECT p.telefone, p.emails, p.logradouro, p.complemento, p.bairro, p.cidade, p.uf, p.cep,
                (SELECT count(*)::int FROM solicitacoes s WHERE s.cod_pessoa = p.cod_pessoa AND s.situacao IN ${OPEN}) AS abertas,
                pc.limite_solicitacoes AS limite
           FROM pessoas p LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria
          WHERE p.cod_pessoa = $1`,
        [codPessoa],
      );
      return row;
    },

    /** The title's copies in the closed stacks with their library and campus, by library and copy. */
    closedCopies: (codAcervo: number) =>
      db.query<ClosedCopyRow>(
        `SELECT e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, b.desc_biblioteca, b.cod_campus, e.volume, e.tomo, e.parte, e.material,
                e.tipo_emprestimo, e.localizacao, e.colecao, e.situacao, to_char(e.data_devolucao_prevista, 'YYYY-MM-DD') AS data_devolucao_prevista
           FROM exemplares e JOIN bibliotecas b ON b.cod_biblioteca = e.cod_biblioteca
          WHERE e.cod_acervo = $1 AND e.colecao = $2 ORDER BY e.cod_biblioteca, e.cod_exemplar`,
        [codAcervo, COLECAO_FECHADA],
      ),

    /** One copy (any collection) with its library's campus. */
    async copy(codExemplar: number): Promise<ClosedCopyRow | undefined> {
      const [row] = await db.query<ClosedCopyRow>(
        `SELECT e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, b.desc_biblioteca, b.cod_campus, e.volume, e.tomo, e.parte, e.material,
                e.tipo_emprestimo, e.localizacao, e.colecao, e.situacao, to_char(e.data_devolucao_prevista, 'YYYY-MM-DD') AS data_devolucao_prevista
           FROM exemplares e JOIN bibliotecas b ON b.cod_biblioteca = e.cod_biblioteca WHERE e.cod_exemplar = $1`,
        [codExemplar],
      );
      return row;
    },

    /**
     * Stores a request unless the patron already has an open one of the title or reached the limit.
     * The patron's row is the lock, so two sends at once are decided one after the other; the unique
     * index of open requests is the last word whatever else happens. A key sent again finds the
     * request it made.
     */
    create: (r: NewRequest): Promise<CreateResult> =>
      db.transaction(async (tx) => {
        const [me] = await tx.query<{ limite: number | null }>(
          `SELECT pc.limite_solicitacoes AS limite FROM pessoas p LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria
            WHERE p.cod_pessoa = $1 FOR UPDATE OF p`,
          [r.cod_pessoa],
        );
        if (r.chave !== null) {
          const [same] = await tx.query<{ cod_solicitacao: number }>('SELECT cod_solicitacao FROM solicitacoes WHERE cod_pessoa = $1 AND chave_idempotencia = $2', [r.cod_pessoa, r.chave]);
          if (same) return { kind: 'replay', id: same.cod_solicitacao } as const;
        }
        const [open] = await tx.query<{ n: number; deste: boolean }>(
          `SELECT count(*)::int AS n, coalesce(bool_or(cod_acervo = $2), false) AS deste FROM solicitacoes WHERE cod_pessoa = $1 AND situacao IN ${OPEN}`,
          [r.cod_pessoa, r.cod_acervo],
        );
        if (open?.deste) return { kind: 'duplicate' } as const;
        const limite = me?.limite ?? 0;
        if ((open?.n ?? 0) >= limite) return { kind: 'limit', limite } as const;
        const [row] = await tx.query<{ cod_solicitacao: number }>(
          `INSERT INTO solicitacoes (cod_pessoa, cod_acervo, tipo, situacao, volume, tomo, parte, material, cod_exemplar, cod_biblioteca,
                                     cod_biblioteca_origem, endereco, telefone, emails, data_solicitacao, data_atualizacao, chave_idempotencia)
           VALUES ($1, $2, $3, 'aguardando', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz, $14::timestamptz, $15)
           ON CONFLICT DO NOTHING RETURNING cod_solicitacao`,
          [r.cod_pessoa, r.cod_acervo, r.tipo, r.choice.volume, r.choice.tomo, r.choice.parte, r.choice.material, r.cod_exemplar, r.cod_biblioteca,
            r.cod_biblioteca_origem, r.endereco, r.telefone, r.emails, r.now, r.chave],
        );
        return row ? ({ kind: 'created', id: row.cod_solicitacao } as const) : ({ kind: 'duplicate' } as const);
      }),

    /** The patron's requests, newest first: by status filter, optionally of one title and of one type. */
    list: (codPessoa: number, o: { situacao: FiltroSolicitacao; acervo: number | null; tipo: TipoSolicitacao | null }) =>
      db.query<RequestRow>(
        `${REQUEST_SELECT}
          WHERE s.cod_pessoa = $1 AND ($2::text = 'todas' OR s.situacao = $2::text)
            AND ($3::int IS NULL OR s.cod_acervo = $3::int) AND ($4::text IS NULL OR s.tipo = $4::text)
          ORDER BY s.data_solicitacao DESC, s.cod_solicitacao DESC`,
        [codPessoa, o.situacao, o.acervo, o.tipo],
      ),

    /**
     * Cancels the patron's own request while it is waiting: 'cancelled', 'not-found' (none, or
     * another patron's), or 'not-cancellable' (no longer waiting). One statement decides, so two
     * cancels at once cancel once.
     */
    async cancel(id: number, codPessoa: number, now: string): Promise<'cancelled' | 'not-found' | 'not-cancellable'> {
      const done = await db.query<{ cod_solicitacao: number }>(
        `UPDATE solicitacoes SET situacao = 'cancelada', data_cancelamento = $3::timestamptz, data_atualizacao = $3::timestamptz
          WHERE cod_solicitacao = $1 AND cod_pessoa = $2 AND situacao = 'aguardando' RETURNING cod_solicitacao`,
        [id, codPessoa, now],
      );
      if (done.length > 0) return 'cancelled';
      const [row] = await db.query<{ situacao: string }>('SELECT situacao FROM solicitacoes WHERE cod_solicitacao = $1 AND cod_pessoa = $2', [id, codPessoa]);
      return row ? 'not-cancellable' : 'not-found';
    },
  };
}
