import type { Autoatendimento, TextoInstitucional } from '@estante/api-contract';

/** Short institution texts of `/api/parametros/{secao_1,secao_2,faq,informacoes_gerais}`. */
export const TEXTOS: Record<'secao_1' | 'secao_2' | 'faq' | 'informacoes_gerais', TextoInstitucional> = {
  secao_1: {
    titulo: 'Bem-vindo ao catálogo',
    html: '<p>Pesquise livros, periódicos, mapas, gravações e recursos eletrônicos das bibliotecas da <strong>Universidade Federal da Estante</strong>.</p>',
  },
  secao_2: {
    titulo: 'Serviços',
    html: '<ul><li>Empréstimo e renovação</li><li>Reserva de exemplares</li><li>Sugestão de aquisição</li><li>Declaração de nada consta</li></ul>',
  },
  faq: {
    titulo: 'Perguntas frequentes',
    html:
      '<h3>Como renovo um empréstimo?</h3><p>Entre em <em>Meu Pergamum</em>, abra <em>Empréstimos</em> e escolha os títulos a renovar.</p>' +
      '<h3>Quantos livros posso emprestar?</h3><p>Depende da sua categoria de usuário; consulte o regulamento da biblioteca.</p>',
  },
  informacoes_gerais: {
    titulo: 'Informações gerais',
    html: '<p>O acesso ao catálogo é livre. Empréstimos, reservas e renovações exigem cadastro na biblioteca.</p>',
  },
};

/** `configuracoes.comentarios_gerais`: the module's default, stored by the seed. */
export { COMENTARIOS_GERAIS } from '../modules/unidade-informacao/rules';

export const AUTOATENDIMENTO: Autoatendimento = { showAuto: false, codBibAuto: 1, authAuto: true, idiomaAuto: '1' };

/** Stored with ISO dates (yyyy-mm-dd), counted from SEED_REFERENCE_DATE; served as dd/mm/yyyy. */
export interface EventoSeed {
  codigo: number;
  titulo: string;
  descricao: string;
  /** Days after SEED_REFERENCE_DATE. */
  inicio: number;
  fim: number;
  horario: string | null;
  local: string;
  link: string | null;
}

export const EVENTOS: EventoSeed[] = [
  {
    codigo: 1,
    titulo: 'Semana de boas-vindas da biblioteca',
    descricao: '<p>Visitas guiadas e oficinas de pesquisa no catálogo para calouros.</p>',
    inicio: 0,
    fim: 4,
    horario: '09:00 às 17:00',
    local: 'Biblioteca Central',
    link: null,
  },
  {
    codigo: 2,
    titulo: 'Oficina: normas da ABNT para trabalhos acadêmicos',
    descricao: '<p>Referências, citações e formatação de trabalhos de conclusão de curso.</p>',
    inicio: 9,
    fim: 9,
    horario: '14:00 às 16:00',
    local: 'Biblioteca de Ciências da Saúde',
    link: 'https://estante.example/eventos/abnt',
  },
  {
    codigo: 3,
    titulo: 'Feira de troca de livros',
    descricao: '<p>Traga um livro e leve outro.</p>',
    inicio: 25,
    fim: 26,
    horario: null,
    local: 'Biblioteca do Litoral',
    link: null,
  },
];

/** Links and explanatory texts of activities, filled in where the stored row has none. */
export const ATIVIDADE_DETALHES: Record<number, { link?: string; informativo?: string }> = {
  8: { informativo: '<p>Empréstimos, renovações, reservas e dados pessoais num só lugar.</p>' },
  12: { informativo: '<p>Sugira a compra de um título que a biblioteca ainda não tem. Informe ao menos o título e a editora.</p>' },
  13: { informativo: '<p>Os comentários são publicados depois de aprovados pela biblioteca.</p>' },
  57: { link: 'https://periodicos.estante.example' },
  87: { link: 'https://bibliotecadigital.estante.example' },
  88: { link: 'https://repositorio.estante.example' },
  107: { informativo: '<p>Afastamentos registrados suspendem os prazos de empréstimo do período.</p>' },
  1120: { informativo: '<p>Um desafio (captcha) é pedido no login para impedir tentativas automáticas.</p>' },
};
