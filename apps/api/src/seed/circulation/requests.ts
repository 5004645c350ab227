import type { Queryable } from '../../db/db';
import { intIn, pick, prng } from '../../lib/random';
import { addDays } from '../date';
import { DEMO } from '../people';
import { at } from './model';

/** A copy the seeded requests may ask for. */
interface SeedCopy {
  cod_exemplar: number;
  cod_acervo: number;
  cod_biblioteca: number;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string;
  colecao: string;
}

interface SeedPerson {
  cod_pessoa: number;
  telefone: string | null;
  emails: string[];
  endereco: string | null;
}

type Tipo = 'domicilio' | 'retirada' | 'inter_bibliotecas' | 'acervo_fechado';
type Situacao = 'aguardando' | 'em_transito' | 'disponivel' | 'finalizada' | 'cancelada';

/** The demo persons' requests: Ana has one waiting, one finished, one cancelled and a closed-stacks one finished; Bruno one in transit; Rafael one available. */
const DEMO_REQUESTS: readonly { pessoa: number; tipo: Tipo; situacao: Situacao; dias: number }[] = [
  { pessoa: DEMO.ana, tipo: 'retirada', situacao: 'aguardando', dias: 2 },
  { pessoa: DEMO.ana, tipo: 'domicilio', situacao: 'finalizada', dias: 40 },
  { pessoa: DEMO.ana, tipo: 'inter_bibliotecas', situacao: 'cancelada', dias: 25 },
  { pessoa: DEMO.ana, tipo: 'acervo_fechado', situacao: 'finalizada', dias: 12 },
  { pessoa: DEMO.bruno, tipo: 'inter_bibliotecas', situacao: 'em_transito', dias: 4 },
  { pessoa: DEMO.rafael, tipo: 'retirada', situacao: 'disponivel', dias: 3 },
];
const TIPOS: readonly Tipo[] = ['domicilio', 'retirada', 'inter_bibliotecas', 'acervo_fechado'];
const SITUACOES: readonly Situacao[] = ['aguardando', 'em_transito', 'disponivel', 'finalizada', 'finalizada', 'cancelada'];
const OPEN: readonly Situacao[] = ['aguardando', 'em_transito', 'disponivel'];

/**
 * A few loan requests of every type and status (SPEC.md §3, §4) for the demo persons and some other
 * patrons, on the first run only (none stored yet). Drawn from a seeded PRNG over the catalogue's
 * copies in code order, dated back from `referenceDate`: the same catalogue and date give the same rows.
 * The professor (P0001) gets none, so a demo can show an empty list and the request form's limit.
 */
export async function seedRequests(tx: Queryable, referenceDate: string): Promise<number> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM solicitacoes');
  if ((existing?.n ?? 0) > 0) return 0;
  const copies = await tx.query<SeedCopy>(
    `SELECT cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material, colecao FROM exemplares
      WHERE tipo_emprestimo <> 'Consulta local' OR colecao = 'Reserva técnica' ORDER BY cod_exemplar`,
  );
  const libraries = (await tx.query<{ cod_biblioteca: number }>('SELECT cod_biblioteca FROM bibliotecas ORDER BY cod_biblioteca')).map((b) => b.cod_biblioteca);
  const people = await tx.query<SeedPerson>(
    `SELECT cod_pessoa, telefone, emails,
            nullif(concat_ws(', ', logradouro, complemento, bairro, nullif(concat_ws('/', cidade, uf), ''), 'CEP ' || cep), '') AS endereco
       FROM pessoas WHERE NOT bloqueio AND cardinality(emails) > 0 AND cod_pessoa <> $1 ORDER BY cod_pessoa LIMIT 40`,
    [DEMO.carlos],
  );
  const lendable = copies.filter((c) => c.colecao !== 'Reserva técnica');
  const closed = copies.filter((c) => c.colecao === 'Reserva técnica');
  if (lendable.length === 0 || libraries.length < 2 || people.length === 0) return 0;

  const r = prng(0x5011c17a);
  const others = people.filter((p) => p.cod_pessoa > DEMO.rafael);
  const plan = [
    ...DEMO_REQUESTS,
    ...Array.from({ length: Math.min(14, others.length) }, (_, i) => ({
      pessoa: (others[i] as SeedPerson).cod_pessoa,
      tipo: pick(r, TIPOS),
      situacao: pick(r, SITUACOES),
      dias: intIn(r, 1, 60),
    })),
  ];
  const taken = new Set<string>();
  let n = 0;
  for (const p of plan) {
    const person = people.find((x) => x.cod_pessoa === p.pessoa);
    if (!person) continue;
    const pool = p.tipo === 'acervo_fechado' && closed.length > 0 ? closed : lendable;
    const tipo: Tipo = pool === closed ? 'acervo_fechado' : p.tipo === 'acervo_fechado' ? 'retirada' : p.tipo;
    // One open request per patron and title (the module's rule): another copy when this one's title is taken.
    let copy = pick(r, pool);
    for (let tries = 0; OPEN.includes(p.situacao) && taken.has(`${p.pessoa}:${copy.cod_acervo}`) && tries < 20; tries++) copy = pick(r, pool);
    if (OPEN.includes(p.situacao)) {
      if (taken.has(`${p.pessoa}:${copy.cod_acervo}`)) continue;
      taken.add(`${p.pessoa}:${copy.cod_acervo}`);
    }
    const other = libraries.find((b) => b !== copy.cod_biblioteca) as number;
    const day = addDays(referenceDate, -p.dias);
    const when = at(day, r);
    const updated = p.situacao === 'aguardando' ? when : at(addDays(day, Math.min(p.dias, intIn(r, 1, 5))), r);
    const endereco = tipo === 'domicilio' || tipo === 'inter_bibliotecas' ? (person.endereco ?? 'Rua Sarmento Leite, 500, Centro Histórico, Porto Alegre/RS') : null;
    const telefone = person.telefone ?? `(51) 3308-${String(1000 + person.cod_pessoa).slice(-4)}`;
    await tx.query(
      `INSERT INTO solicitacoes (cod_pessoa, cod_acervo, tipo, situacao, volume, tomo, parte, material, cod_exemplar, cod_biblioteca,
                                 cod_biblioteca_origem, endereco, telefone, emails, data_solicitacao, data_atualizacao, data_cancelamento)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::timestamptz, $16::timestamptz, $17::timestamptz)`,
      [
        p.pessoa,
        copy.cod_acervo,
        tipo,
        p.situacao,
        copy.volume,
        copy.tomo,
        copy.parte,
        copy.material,
        tipo === 'acervo_fechado' ? copy.cod_exemplar : null,
        tipo === 'inter_bibliotecas' ? other : copy.cod_biblioteca,
        tipo === 'inter_bibliotecas' ? copy.cod_biblioteca : null,
        endereco,
        telefone,
        person.emails,
        when,
        updated,
        p.situacao === 'cancelada' ? updated : null,
      ],
    );
    n++;
  }
  return n;
}
