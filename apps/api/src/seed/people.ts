import { hash } from '@node-rs/argon2';
import type { Queryable } from '../db/db';
import { intIn, pick, prng } from '../lib/random';
import { addDays } from './date';

/**
 * Patron categories (SPEC.md section 6), as stored by migration 3 in `categorias_usuario`.
 * 13 (exchange student) and 14 (community member) are our own codes: the specification names
 * those categories without a code.
 */
export const CATEGORIAS = ['01', '19', '03', '06', '07', '21', '09', '05', '12', '13', '14', '08', '04', '10'] as const;
export type Categoria = (typeof CATEGORIAS)[number];

/** The demo passwords (README.md of apps/api lists the accounts). */
export const DEMO_PASSWORDS = { leitura: 'Leitura#2024', docente: 'Docente#2024' } as const;
type DemoPassword = keyof typeof DEMO_PASSWORDS;

/** cod_pessoa of the demo persons. */
export const DEMO = {
  /** 20240001: undergraduate with open loans (one overdue, with a debt), holds, comments. */
  ana: 1,
  /** 20240002: graduate student. */
  bruno: 2,
  /** P0001: professor teaching disciplines. */
  carlos: 3,
  /** 20240003: blocked by the library (bloqueio), with an unpaid debt. */
  daniela: 4,
  /** 20240004 names two persons (two-step login: choose the person, then the password). */
  mariana: 5,
  marianaServidora: 6,
  /** 20190005 and 20240005: one person with two linked logins. */
  rafael: 7,
} as const;

export interface PessoaSeed {
  cod_pessoa: number;
  nome_pessoa: string;
  emails: string[];
  telefone: string | null;
  cod_categoria: Categoria;
  bloqueio: boolean;
  motivo_bloqueio: string | null;
  logradouro: string | null;
  complemento: string | null;
  cep: string | null;
  cidade: string | null;
  bairro: string | null;
  uf: string | null;
  rg: string | null;
  cpf: string | null;
  nacionalidade: string;
  sexo: 'F' | 'M';
  /** yyyy-mm-dd */
  data_nascimento: string;
  escolaridade: string;
  profissao: string;
  estado_civil: string;
  recebe_email: boolean;
  cod_biblioteca: number;
}

export interface LoginSeed {
  login: string;
  cod_pessoa: number;
  /** Demo password, or null: no password (the generated patrons cannot sign in until one is set). */
  senha: DemoPassword | null;
  principal: boolean;
}

/** Digits of a valid CPF (11 digits, both check digits computed). */
function cpf(r: () => number): string {
  const d = Array.from({ length: 9 }, () => intIn(r, 0, 9));
  if (d.every((x) => x === d[0])) d[8] = ((d[8] ?? 0) + 1) % 10;
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, x, i) => s + x * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    d.push(rest === 10 ? 0 : rest);
  }
  return d.join('');
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');

const FEMININOS = [
  'Ana', 'Beatriz', 'Camila', 'Larissa', 'Juliana', 'Fernanda', 'Gabriela', 'Isabela', 'Letícia', 'Patrícia', 'Renata', 'Vanessa',
  'Aline', 'Bruna', 'Carolina', 'Helena', 'Lúcia', 'Priscila', 'Tatiane', 'Sofia', 'Valentina', 'Luíza', 'Yasmin', 'Débora',
];
const MASCULINOS = [
  'João', 'Pedro', 'Lucas', 'Gabriel', 'Mateus', 'Gustavo', 'Felipe', 'Rodrigo', 'Thiago', 'Leonardo', 'André', 'Marcelo',
  'Ricardo', 'Paulo', 'Vinícius', 'Henrique', 'Diego', 'Fábio', 'Sérgio', 'Caio', 'Otávio', 'Miguel',
];
const SOBRENOMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins',
  'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira',
  'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Moura', 'Cavalcanti',
  'Araújo', 'Pinto', 'Campos',
];
/** Exchange students: name, sex, nationality. */
const INTERCAMBIO: [string, 'F' | 'M', string][] = [
  ['Lucía Fernández Gómez', 'F', 'Argentina'],
  ['Jonas Becker', 'M', 'Alemã'],
  ['Camille Laurent', 'F', 'Francesa'],
];
const CIDADES: [string, string, string][] = [
  ['Porto Alegre', 'RS', '90'],
  ['Florianópolis', 'SC', '88'],
  ['Curitiba', 'PR', '80'],
  ['São Paulo', 'SP', '01'],
  ['Belo Horizonte', 'MG', '30'],
  ['Salvador', 'BA', '40'],
  ['Recife', 'PE', '50'],
];
const RUAS = [
  'Rua das Acácias', 'Avenida Brasil', 'Rua XV de Novembro', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas', 'Rua Tiradentes',
  'Rua dos Andradas', 'Rua Marechal Deodoro', 'Avenida Independência', 'Rua Duque de Caxias', 'Rua das Palmeiras', 'Travessa dos Livreiros',
];
const BAIRROS = ['Centro', 'Jardim Botânico', 'Santa Mônica', 'Vila Nova', 'Boa Vista', 'Trindade', 'Cidade Baixa', 'Bela Vista'];
const COMPLEMENTOS = [null, null, 'Apto 101', 'Casa 2', 'Bloco B, apto 304', 'Fundos', 'Apto 72'];

interface Perfil {
  count: number;
  /** Login code of the i-th person of the category (1-based); 'matricula': a student number. */
  login: 'matricula' | ((i: number) => string);
  anos: [number, number];
  escolaridade: string[];
  profissao: string[];
  dominio: string;
}

const matricula = 'matricula';

const ESTUDANTE = ['Estudante'];
/** Generated patrons per category (the demo persons come on top). */
const PERFIS: Record<Categoria, Perfil> = {
  '01': { count: 14, login: matricula, anos: [1998, 2006], escolaridade: ['Superior incompleto'], profissao: ESTUDANTE, dominio: 'aluno.estante.example' },
  '19': { count: 4, login: matricula, anos: [1980, 2004], escolaridade: ['Superior incompleto'], profissao: ['Estudante', 'Auxiliar administrativo', 'Comerciário'], dominio: 'aluno.estante.example' },
  '03': { count: 4, login: matricula, anos: [1985, 2000], escolaridade: ['Superior completo'], profissao: ESTUDANTE, dominio: 'aluno.estante.example' },
  '06': { count: 3, login: matricula, anos: [1975, 2000], escolaridade: ['Superior incompleto'], profissao: ['Professor(a) da educação básica'], dominio: 'aluno.estante.example' },
  '07': { count: 3, login: matricula, anos: [1996, 2008], escolaridade: ['Ensino médio completo', 'Ensino médio incompleto'], profissao: ['Estudante', 'Agricultor(a)'], dominio: 'aluno.estante.example' },
  '21': { count: 3, login: matricula, anos: [2005, 2009], escolaridade: ['Ensino médio incompleto'], profissao: ESTUDANTE, dominio: 'aluno.estante.example' },
  '09': { count: 4, login: matricula, anos: [1980, 1996], escolaridade: ['Mestrado'], profissao: ['Estudante', 'Pesquisador(a)'], dominio: 'aluno.estante.example' },
  '05': { count: 4, login: (i) => `F${pad(i, 4)}`, anos: [1965, 1998], escolaridade: ['Ensino médio completo', 'Superior completo', 'Especialização'], profissao: ['Técnico(a) administrativo(a)', 'Bibliotecário(a)', 'Assistente em administração'], dominio: 'estante.example' },
  '12': { count: 3, login: (i) => `H${pad(i, 4)}`, anos: [1970, 1998], escolaridade: ['Ensino técnico', 'Superior completo'], profissao: ['Enfermeiro(a)', 'Técnico(a) de enfermagem', 'Médico(a)'], dominio: 'hospital.estante.example' },
  '13': { count: 3, login: matricula, anos: [1998, 2004], escolaridade: ['Superior incompleto'], profissao: ESTUDANTE, dominio: 'aluno.estante.example' },
  '14': { count: 3, login: (i) => `C${pad(i, 4)}`, anos: [1950, 2000], escolaridade: ['Ensino médio completo', 'Superior completo'], profissao: ['Aposentado(a)', 'Comerciante', 'Advogado(a)', 'Jornalista'], dominio: 'email.example' },
  '08': { count: 4, login: matricula, anos: [1985, 1999], escolaridade: ['Superior completo'], profissao: ['Estudante', 'Analista de sistemas'], dominio: 'aluno.estante.example' },
  '04': { count: 11, login: (i) => `P${pad(i + 1, 4)}`, anos: [1960, 1990], escolaridade: ['Doutorado'], profissao: ['Professor(a) universitário(a)'], dominio: 'estante.example' },
  '10': { count: 2, login: (i) => `E${pad(i, 4)}`, anos: [1955, 1990], escolaridade: ['Doutorado', 'Mestrado'], profissao: ['Pesquisador(a) visitante', 'Professor(a) aposentado(a)'], dominio: 'email.example' },
};

/** Gendered form of "Solteiro(a)" and the like. */
const genero = (s: string, sexo: 'F' | 'M') => s.replace(/o\(a\)/g, sexo === 'F' ? 'a' : 'o').replace(/\(a\)/g, sexo === 'F' ? 'a' : '');

function estadoCivil(r: () => number, nascimento: number, sexo: 'F' | 'M'): string {
  const young = nascimento >= 1995;
  const x = r();
  const s = young ? (x < 0.85 ? 'Solteiro(a)' : 'União estável') : x < 0.3 ? 'Solteiro(a)' : x < 0.75 ? 'Casado(a)' : x < 0.9 ? 'Divorciado(a)' : x < 0.97 ? 'União estável' : 'Viúvo(a)';
  return genero(s, sexo);
}

function endereco(r: () => number) {
  const [cidade, uf, prefixo] = r() < 0.6 ? (CIDADES[0] as [string, string, string]) : pick(r, CIDADES);
  return {
    logradouro: `${pick(r, RUAS)}, ${intIn(r, 10, 2500)}`,
    complemento: pick(r, COMPLEMENTOS),
    cep: `${prefixo}${pad(intIn(r, 0, 999), 3)}${pad(intIn(r, 0, 999), 3)}`,
    cidade,
    bairro: pick(r, BAIRROS),
    uf,
  };
}

const rg = (r: () => number) => `${intIn(r, 10, 99)}.${pad(intIn(r, 0, 999), 3)}.${pad(intIn(r, 0, 999), 3)}-${intIn(r, 0, 9)}`;
const telefone = (r: () => number) => `(${intIn(r, 11, 99)}) 9${pad(intIn(r, 0, 9999), 4)}-${pad(intIn(r, 0, 9999), 4)}`;
const nascimento = (r: () => number, [from, to]: [number, number]) => addDays(`${intIn(r, from, to)}-01-01`, intIn(r, 0, 364));

/** The demo persons: fixed data (the tests and the README rely on them). */
function demoPersons(): PessoaSeed[] {
  const base = {
    telefone: '(51) 99999-0000',
    bloqueio: false,
    motivo_bloqueio: null,
    complemento: null,
    cidade: 'Porto Alegre',
    uf: 'RS',
    nacionalidade: 'Brasileira',
    recebe_email: true,
    cod_biblioteca: 1,
  };
  return [
    { ...base, cod_pessoa: DEMO.ana, nome_pessoa: 'Ana Beatriz Souza', emails: ['ana.souza@aluno.estante.example', 'anabsouza@email.example'], telefone: '(51) 99876-1001', cod_categoria: '01', logradouro: 'Rua das Acácias, 120', complemento: 'Apto 302', cep: '90035120', bairro: 'Bela Vista', rg: '10.234.567-8', cpf: '52998224725', sexo: 'F', data_nascimento: '2003-05-14', escolaridade: 'Superior incompleto', profissao: 'Estudante', estado_civil: 'Solteira' },
    { ...base, cod_pessoa: DEMO.bruno, nome_pessoa: 'Bruno Carvalho Lima', emails: ['bruno.lima@aluno.estante.example'], telefone: '(51) 99876-1002', cod_categoria: '03', logradouro: 'Avenida Independência, 845', cep: '90035070', bairro: 'Independência', rg: '20.345.678-9', cpf: '11144477735', sexo: 'M', data_nascimento: '1996-11-02', escolaridade: 'Superior completo', profissao: 'Estudante', estado_civil: 'Solteiro' },
    { ...base, cod_pessoa: DEMO.carlos, nome_pessoa: 'Carlos Eduardo Mendes', emails: ['carlos.mendes@estante.example'], telefone: '(51) 99876-1003', cod_categoria: '04', logradouro: 'Rua Tiradentes, 77', cep: '90560030', bairro: 'Moinhos de Vento', rg: '30.456.789-0', cpf: '39053344705', sexo: 'M', data_nascimento: '1971-03-23', escolaridade: 'Doutorado', profissao: 'Professor universitário', estado_civil: 'Casado' },
    { ...base, cod_pessoa: DEMO.daniela, nome_pessoa: 'Daniela Ferreira Rocha', emails: ['daniela.rocha@aluno.estante.example'], telefone: '(51) 99876-1004', cod_categoria: '01', bloqueio: true, motivo_bloqueio: 'Débito em aberto: extravio de exemplar.', logradouro: 'Rua Duque de Caxias, 1500', cep: '90010282', bairro: 'Centro Histórico', rg: '40.567.890-1', cpf: '28625587887', sexo: 'F', data_nascimento: '2001-08-30', escolaridade: 'Superior incompleto', profissao: 'Estudante', estado_civil: 'Solteira' },
    { ...base, cod_pessoa: DEMO.mariana, nome_pessoa: 'Mariana Alves Costa', emails: ['mariana.costa@aluno.estante.example'], telefone: '(51) 99876-1005', cod_categoria: '01', logradouro: 'Rua dos Andradas, 310', complemento: 'Apto 54', cep: '90020007', bairro: 'Centro Histórico', rg: '50.678.901-2', cpf: '15350946056', sexo: 'F', data_nascimento: '1994-01-19', escolaridade: 'Superior incompleto', profissao: 'Estudante', estado_civil: 'Casada' },
    { ...base, cod_pessoa: DEMO.marianaServidora, nome_pessoa: 'Mariana Alves Costa Pereira', emails: ['mariana.pereira@estante.example'], telefone: '(51) 99876-1005', cod_categoria: '05', logradouro: 'Rua dos Andradas, 310', complemento: 'Apto 54', cep: '90020007', bairro: 'Centro Histórico', rg: '50.678.901-2', cpf: '15350946056', sexo: 'F', data_nascimento: '1994-01-19', escolaridade: 'Superior completo', profissao: 'Assistente em administração', estado_civil: 'Casada' },
    { ...base, cod_pessoa: DEMO.rafael, nome_pessoa: 'Rafael Oliveira Nunes', emails: ['rafael.nunes@aluno.estante.example'], telefone: '(51) 99876-1007', cod_categoria: '08', logradouro: 'Avenida Getúlio Vargas, 999', cep: '90150003', bairro: 'Menino Deus', rg: '60.789.012-3', cpf: '74682489070', sexo: 'M', data_nascimento: '1997-07-07', escolaridade: 'Superior completo', profissao: 'Estudante', estado_civil: 'Solteiro', cod_biblioteca: 3 },
  ];
}

const DEMO_LOGINS: LoginSeed[] = [
  { login: '20240001', cod_pessoa: DEMO.ana, senha: 'leitura', principal: true },
  { login: '20240002', cod_pessoa: DEMO.bruno, senha: 'leitura', principal: true },
  { login: 'P0001', cod_pessoa: DEMO.carlos, senha: 'docente', principal: true },
  { login: '20240003', cod_pessoa: DEMO.daniela, senha: 'leitura', principal: true },
  { login: '20240004', cod_pessoa: DEMO.mariana, senha: 'leitura', principal: true },
  { login: '20240004', cod_pessoa: DEMO.marianaServidora, senha: 'leitura', principal: true },
  { login: '20240005', cod_pessoa: DEMO.rafael, senha: 'leitura', principal: true },
  { login: '20190005', cod_pessoa: DEMO.rafael, senha: 'leitura', principal: false },
];

/**
 * The seeded persons and their logins: the 7 demo persons, then the generated patrons of every
 * category (PERFIS), numbered from 8. Pure and date-independent: every seed makes the same people.
 */
export function peopleSeed(): { pessoas: PessoaSeed[]; logins: LoginSeed[] } {
  const r = prng(0x0e57a7e);
  const pessoas = demoPersons();
  const logins = [...DEMO_LOGINS];
  const nomes = new Set(pessoas.map((p) => p.nome_pessoa));
  let cod = pessoas.length + 1;
  let seq = 100; // student numbers: year of entry + a running number (the demo ones end in 0001..0005)
  const intercambio = [...INTERCAMBIO];
  for (const cat of CATEGORIAS) {
    const perfil = PERFIS[cat];
    for (let i = 1; i <= perfil.count; i++) {
      const estrangeiro = cat === '13' ? intercambio.shift() : undefined;
      let sexo: 'F' | 'M' = estrangeiro?.[1] ?? (r() < 0.52 ? 'F' : 'M');
      let nome = estrangeiro?.[0] ?? '';
      while (!nome || (nomes.has(nome) && !estrangeiro)) {
        sexo = r() < 0.52 ? 'F' : 'M';
        const first = pick(r, sexo === 'F' ? FEMININOS : MASCULINOS);
        const a = pick(r, SOBRENOMES);
        let b = pick(r, SOBRENOMES);
        while (b === a) b = pick(r, SOBRENOMES);
        nome = `${first} ${a} ${b}`;
      }
      nomes.add(nome);
      const parts = nome.split(' ');
      const email = `${ascii(parts[0] ?? '')}.${ascii(parts[parts.length - 1] ?? '')}@${perfil.dominio}`;
      const born = nascimento(r, perfil.anos);
      const semCpf = estrangeiro !== undefined && i > 1; // two exchange students have no CPF yet
      pessoas.push({
        cod_pessoa: cod,
        nome_pessoa: nome,
        emails: r() < 0.25 ? [email, `${ascii(parts[0] ?? '')}${intIn(r, 10, 99)}@email.example`] : [email],
        telefone: telefone(r),
        cod_categoria: cat,
        bloqueio: false,
        motivo_bloqueio: null,
        ...endereco(r),
        rg: semCpf ? null : rg(r),
        cpf: semCpf ? null : cpf(r),
        nacionalidade: estrangeiro?.[2] ?? (r() < 0.97 ? 'Brasileira' : 'Portuguesa'),
        sexo,
        data_nascimento: born,
        escolaridade: pick(r, perfil.escolaridade),
        profissao: genero(pick(r, perfil.profissao), sexo),
        estado_civil: estadoCivil(r, Number(born.slice(0, 4)), sexo),
        recebe_email: r() < 0.8,
        cod_biblioteca: cat === '12' ? 2 : intIn(r, 1, 4),
      });
      const login = perfil.login === matricula ? `${intIn(r, 2020, 2024)}${pad(seq++, 4)}` : perfil.login(i);
      logins.push({ login, cod_pessoa: cod, senha: null, principal: true });
      cod++;
    }
  }
  return { pessoas, logins };
}

/**
 * Inserts the persons and logins that are missing (a later seed never changes an existing row, so a
 * changed password or e-mail survives). The demo passwords are hashed (argon2id) only when a demo
 * login is missing, once per distinct password; the hash is shared by the logins that use it. Each
 * new login with a password gets its first password-history row.
 */
export async function seedPeople(tx: Queryable, referenceDate: string): Promise<{ pessoas: number; logins: number }> {
  const { pessoas, logins } = peopleSeed();
  const insertedPessoas = await tx.query<{ cod_pessoa: number }>(
    `INSERT INTO pessoas (cod_pessoa, nome_pessoa, emails, telefone, cod_categoria, bloqueio, motivo_bloqueio, logradouro, complemento, cep,
       cidade, bairro, uf, rg, cpf, nacionalidade, sexo, data_nascimento, escolaridade, profissao, estado_civil, recebe_email, cod_biblioteca)
     SELECT cod_pessoa, nome_pessoa, ARRAY(SELECT jsonb_array_elements_text(emails)), telefone, cod_categoria, bloqueio, motivo_bloqueio, logradouro,
       complemento, cep, cidade, bairro, uf, rg, cpf, nacionalidade, sexo, data_nascimento, escolaridade, profissao, estado_civil, recebe_email, cod_biblioteca
     FROM jsonb_to_recordset($1::jsonb) AS x(cod_pessoa int, nome_pessoa text, emails jsonb, telefone text, cod_categoria text, bloqueio boolean,
       motivo_bloqueio text, logradouro text, complemento text, cep text, cidade text, bairro text, uf text, rg text, cpf text, nacionalidade text,
       sexo text, data_nascimento date, escolaridade text, profissao text, estado_civil text, recebe_email boolean, cod_biblioteca int)
     ON CONFLICT (cod_pessoa) DO NOTHING
     RETURNING cod_pessoa`,
    [JSON.stringify(pessoas)],
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('pessoas', 'cod_pessoa'), (SELECT max(cod_pessoa) FROM pessoas))`);

  const existing = new Set(
    (await tx.query<{ login: string; cod_pessoa: number }>('SELECT login, cod_pessoa FROM logins')).map((l) => `${l.login}\u0000${l.cod_pessoa}`),
  );
  const known = new Set((await tx.query<{ cod_pessoa: number }>('SELECT cod_pessoa FROM pessoas')).map((p) => p.cod_pessoa));
  const missing = logins.filter((l) => known.has(l.cod_pessoa) && !existing.has(`${l.login}\u0000${l.cod_pessoa}`));
  const hashes = new Map<DemoPassword, string>();
  for (const senha of new Set(missing.flatMap((l) => (l.senha ? [l.senha] : [])))) hashes.set(senha, await hash(DEMO_PASSWORDS[senha]));
  const changedAt = `${addDays(referenceDate, -30)}T12:00:00Z`;
  const rows = missing.map((l) => ({
    login: l.login,
    cod_pessoa: l.cod_pessoa,
    principal: l.principal,
    senha_hash: l.senha ? (hashes.get(l.senha) ?? null) : null,
    senha_alterada_em: l.senha ? changedAt : null,
  }));
  if (rows.length > 0) {
    await tx.query(
      `WITH novos AS (
         INSERT INTO logins (login, cod_pessoa, principal, senha_hash, senha_alterada_em)
         SELECT login, cod_pessoa, principal, senha_hash, senha_alterada_em
         FROM jsonb_to_recordset($1::jsonb) AS x(login text, cod_pessoa int, principal boolean, senha_hash text, senha_alterada_em timestamptz)
         ON CONFLICT (login, cod_pessoa) DO NOTHING
         RETURNING cod_login, senha_hash, senha_alterada_em)
       INSERT INTO historico_senhas (cod_login, senha_hash, criado_em)
       SELECT cod_login, senha_hash, senha_alterada_em FROM novos WHERE senha_hash IS NOT NULL`,
      [JSON.stringify(rows)],
    );
  }
  return { pessoas: insertedPessoas.length, logins: rows.length };
}
