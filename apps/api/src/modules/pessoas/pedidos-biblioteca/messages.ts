import type { RegraPedido } from '@estante/api-contract';
import { defineMessages, type Text } from '../../../plugins/lang';

/** Messages of the survey, exchange and statistics calls. */
export const MESSAGES = defineMessages({
  levantamentoRecebido: {
    pt: 'Pedido de levantamento bibliográfico recebido. A biblioteca responderá nesta página.',
    en: 'Bibliographic survey request received. The library will answer on this page.',
    es: 'Solicitud de relevamiento bibliográfico recibida. La biblioteca responderá en esta página.',
  },
  permutaRecebida: {
    pt: 'Pedido de permuta recebido. A biblioteca responderá nesta página.',
    en: 'Exchange request received. The library will answer on this page.',
    es: 'Solicitud de canje recibida. La biblioteca responderá en esta página.',
  },
  cancelado: { pt: 'Pedido cancelado.', en: 'Request cancelled.', es: 'Solicitud cancelada.' },
  naoEncontrado: { pt: 'Pedido não encontrado.', en: 'Request not found.', es: 'Solicitud no encontrada.' },
  encerrado: {
    pt: 'Este pedido já foi respondido ou cancelado.',
    en: 'This request has already been answered or cancelled.',
    es: 'Esta solicitud ya fue respondida o cancelada.',
  },
  somenteEquipe: {
    pt: 'Somente a equipe da biblioteca pode atender estes pedidos.',
    en: 'Only the library staff may handle these requests.',
    es: 'Solo el equipo de la biblioteca puede atender estas solicitudes.',
  },
  respostaObrigatoria: { pt: 'Escreva a resposta.', en: 'Write the answer.', es: 'Escriba la respuesta.' },
  respostaLonga: { pt: 'A resposta passa de {max} caracteres.', en: 'The answer is longer than {max} characters.', es: 'La respuesta supera los {max} caracteres.' },
  atualizado: { pt: 'Pedido atualizado.', en: 'Request updated.', es: 'Solicitud actualizada.' },
});

/** The message of each rule of pedidos-biblioteca-regras.ts ({max}: the limit the rule names). */
export const RULE_MESSAGES: Readonly<Record<RegraPedido, Text>> = {
  obrigatorio: { pt: 'Preencha este campo.', en: 'Fill in this field.', es: 'Complete este campo.' },
  longo: { pt: 'Use no máximo {max} caracteres.', en: 'Use at most {max} characters.', es: 'Use como máximo {max} caracteres.' },
  anoInvalido: { pt: 'Informe um ano com quatro algarismos, a partir de 1450.', en: 'Enter a four-digit year, from 1450.', es: 'Indique un año de cuatro cifras, desde 1450.' },
  anoFuturo: { pt: 'O ano não pode passar de {max}.', en: 'The year cannot be after {max}.', es: 'El año no puede ser posterior a {max}.' },
  inicioAposFim: {
    pt: 'O ano inicial não pode ser posterior ao ano final.',
    en: 'The start year cannot be after the end year.',
    es: 'El año inicial no puede ser posterior al año final.',
  },
  idiomaObrigatorio: { pt: 'Escolha ao menos um idioma.', en: 'Choose at least one language.', es: 'Elija al menos un idioma.' },
  idiomaInvalido: { pt: 'Idioma desconhecido.', en: 'Unknown language.', es: 'Idioma desconocido.' },
  tipoObrigatorio: { pt: 'Escolha ao menos um tipo de material.', en: 'Choose at least one type of material.', es: 'Elija al menos un tipo de material.' },
  tipoInvalido: { pt: 'Tipo de material desconhecido.', en: 'Unknown type of material.', es: 'Tipo de material desconocido.' },
  finalidadeInvalida: { pt: 'Finalidade desconhecida.', en: 'Unknown purpose.', es: 'Finalidad desconocida.' },
  dataInvalida: { pt: 'Informe uma data válida.', en: 'Enter a valid date.', es: 'Indique una fecha válida.' },
  prazoPassado: { pt: 'O prazo não pode ser uma data passada.', en: 'The deadline cannot be a past date.', es: 'El plazo no puede ser una fecha pasada.' },
  modalidadeInvalida: { pt: 'Escolha se oferece ou procura publicações.', en: 'Choose whether you offer or ask for publications.', es: 'Elija si ofrece o busca publicaciones.' },
  itemObrigatorio: { pt: 'Informe ao menos uma publicação.', en: 'List at least one publication.', es: 'Indique al menos una publicación.' },
  itensDemais: { pt: 'No máximo {max} publicações por pedido.', en: 'At most {max} publications per request.', es: 'Como máximo {max} publicaciones por solicitud.' },
  quantidadeInvalida: { pt: 'Informe uma quantidade de 1 a {max}.', en: 'Enter a quantity from 1 to {max}.', es: 'Indique una cantidad de 1 a {max}.' },
};

export const SITUACOES: Readonly<Record<'recebido' | 'em_andamento' | 'respondido' | 'cancelado', Text>> = {
  recebido: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  em_andamento: { pt: 'Em andamento', en: 'In progress', es: 'En curso' },
  respondido: { pt: 'Respondido', en: 'Answered', es: 'Respondido' },
  cancelado: { pt: 'Cancelado', en: 'Cancelled', es: 'Cancelado' },
};

export const IDIOMAS: Readonly<Record<string, Text>> = {
  por: { pt: 'Português', en: 'Portuguese', es: 'Portugués' },
  eng: { pt: 'Inglês', en: 'English', es: 'Inglés' },
  spa: { pt: 'Espanhol', en: 'Spanish', es: 'Español' },
  fre: { pt: 'Francês', en: 'French', es: 'Francés' },
  ger: { pt: 'Alemão', en: 'German', es: 'Alemán' },
  ita: { pt: 'Italiano', en: 'Italian', es: 'Italiano' },
  lat: { pt: 'Latim', en: 'Latin', es: 'Latín' },
  rus: { pt: 'Russo', en: 'Russian', es: 'Ruso' },
  heb: { pt: 'Hebraico', en: 'Hebrew', es: 'Hebreo' },
};

export const FINALIDADES: Readonly<Record<string, Text>> = {
  tcc: { pt: 'Trabalho de conclusão de curso', en: 'Final undergraduate paper', es: 'Trabajo de fin de grado' },
  dissertacao_tese: { pt: 'Dissertação ou tese', en: 'Dissertation or thesis', es: 'Tesina o tesis' },
  artigo: { pt: 'Artigo científico', en: 'Scientific article', es: 'Artículo científico' },
  projeto_pesquisa: { pt: 'Projeto de pesquisa', en: 'Research project', es: 'Proyecto de investigación' },
  ensino: { pt: 'Preparação de aulas', en: 'Preparing classes', es: 'Preparación de clases' },
  outro: { pt: 'Outra finalidade', en: 'Other purpose', es: 'Otra finalidad' },
};

export const MODALIDADES: Readonly<Record<'oferta' | 'procura', Text>> = {
  oferta: { pt: 'Ofereço publicações', en: 'I offer publications', es: 'Ofrezco publicaciones' },
  procura: { pt: 'Procuro publicações', en: 'I am looking for publications', es: 'Busco publicaciones' },
};

/** The staff's list: the name of each detail (the command prints them in English). */
export const DETALHES: Readonly<Record<string, Text>> = {
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Tema' },
  periodo: { pt: 'Período', en: 'Period', es: 'Período' },
  idiomas: { pt: 'Idiomas', en: 'Languages', es: 'Idiomas' },
  tipos_obra: { pt: 'Tipos de material', en: 'Types of material', es: 'Tipos de material' },
  finalidade: { pt: 'Finalidade', en: 'Purpose', es: 'Finalidad' },
  prazo: { pt: 'Prazo', en: 'Deadline', es: 'Plazo' },
  observacoes: { pt: 'Observações', en: 'Notes', es: 'Observaciones' },
  modalidade: { pt: 'Modalidade', en: 'Kind', es: 'Modalidad' },
  instituicao: { pt: 'Instituição', en: 'Institution', es: 'Institución' },
  item: { pt: 'Publicação', en: 'Publication', es: 'Publicación' },
};

/** The e-mail that tells the patron their request is answered (the answer follows the text). */
export const EMAIL = {
  assunto: {
    levantamento: { pt: 'Seu levantamento bibliográfico foi respondido', en: 'Your bibliographic survey has been answered', es: 'Su relevamiento bibliográfico fue respondido' },
    permuta: { pt: 'Seu pedido de permuta foi respondido', en: 'Your exchange request has been answered', es: 'Su solicitud de canje fue respondida' },
  },
  texto: {
    levantamento: {
      pt: 'A biblioteca respondeu ao seu pedido de levantamento bibliográfico:',
      en: 'The library has answered your bibliographic survey request:',
      es: 'La biblioteca respondió a su solicitud de relevamiento bibliográfico:',
    },
    permuta: {
      pt: 'A biblioteca respondeu ao seu pedido de permuta de publicações:',
      en: 'The library has answered your exchange of publications request:',
      es: 'La biblioteca respondió a su solicitud de canje de publicaciones:',
    },
  },
  rodape: {
    pt: 'A resposta também está no Meu Pergamum.',
    en: 'The answer is also in your personal area (Meu Pergamum).',
    es: 'La respuesta también está en Mi Pergamum.',
  },
} as const satisfies Record<string, unknown>;
