import type { Instituicao } from '@estante/api-contract';
import type { Db } from '../db/db';
import { addDays, todayUtc } from './date';
import { seedLibraries } from './libraries';
import { ATIVIDADE_DETALHES, AUTOATENDIMENTO, COMENTARIOS_GERAIS, EVENTOS, TEXTOS } from './settings';

/** Deterministic institution settings: the same on every run of the demo and of the tests. */
export const INSTITUICAO: Instituicao = {
  sigla: 'UFE',
  codEmpresa: 1,
  nome: 'Universidade Federal da Estante',
  tema: 'padrao',
  msg_suporte_consulta:
    '<p>Dúvidas sobre a consulta ao acervo? Escreva para <a href="mailto:biblioteca@estante.example">biblioteca@estante.example</a> ou ligue (00) 0000-0000, de segunda a sexta, das 8h às 18h.</p>',
  link_lgpd: 'https://estante.example/privacidade',
  msg_login: 'Use o seu código de usuário e a senha da biblioteca.',
  denominacao_login: 'Código de usuário',
  destino_padrao_login_catalogo: 0,
  usaOIDC: false,
  link_logout_OIDC: null,
  link_logout_saml: null,
  params: { __md_aut: '', __md_crypt: '', __web_url_pw: '', __web_aquisicao: '' },
};

/**
 * Activities (feature switches). 107 and 1120 exist but are off, so the catalogue does not offer
 * them; an administrator turns one on with `UPDATE funcionalidades SET ativo = true WHERE cod_atividade = 1120`
 * (a later seed keeps that choice).
 */
export const FUNCIONALIDADES: { cod_atividade: number; descricao: string; ativo: boolean }[] = [
  { cod_atividade: 8, descricao: 'Meu Pergamum', ativo: true },
  { cod_atividade: 12, descricao: 'Sugestão de aquisição', ativo: true },
  { cod_atividade: 13, descricao: 'Comentários', ativo: true },
  { cod_atividade: 57, descricao: 'Portal de periódicos', ativo: true },
  { cod_atividade: 87, descricao: 'Biblioteca digital', ativo: true },
  { cod_atividade: 88, descricao: 'Repositório institucional', ativo: true },
  { cod_atividade: 107, descricao: 'Afastamento', ativo: false },
  { cod_atividade: 1120, descricao: 'Captcha no login', ativo: false },
];

/**
 * Inserts settings, activities, campuses and libraries that are missing; never overwrites what an
 * administrator changed. Event dates count from `referenceDate` (default: today, UTC).
 */
export async function seedSettings(db: Db, referenceDate: string = todayUtc()): Promise<void> {
  await db.transaction(async (tx) => {
    const eventos = EVENTOS.map(({ inicio, fim, ...e }) => ({ ...e, data_inicio: addDays(referenceDate, inicio), data_fim: addDays(referenceDate, fim) }));
    await tx.query(`INSERT INTO configuracoes (chave, valor) SELECT key, value FROM jsonb_each($1::jsonb) ON CONFLICT (chave) DO NOTHING`, [
      JSON.stringify({ instituicao: INSTITUICAO, ...TEXTOS, autoatendimento: AUTOATENDIMENTO, eventos_institucionais: eventos, comentarios_gerais: COMENTARIOS_GERAIS }),
    ]);
    await tx.query(
      `INSERT INTO funcionalidades (cod_atividade, descricao, ativo, ordem, link, informativo)
       SELECT cod_atividade, descricao, ativo, ordem, link, informativo
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_atividade int, descricao text, ativo boolean, ordem int, link text, informativo text)
       ON CONFLICT (cod_atividade) DO UPDATE SET link = coalesce(funcionalidades.link, EXCLUDED.link),
         informativo = coalesce(funcionalidades.informativo, EXCLUDED.informativo)`,
      [JSON.stringify(FUNCIONALIDADES.map((f, ordem) => ({ ...f, ordem, link: null, informativo: null, ...ATIVIDADE_DETALHES[f.cod_atividade] })))],
    );
    await seedLibraries(tx);
  });
}
