import type { SituacaoExemplar } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';

export const MESSAGES = defineMessages({
  idInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  tituloNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  emailsObrigatorios: {
    pt: 'Informe ao menos um e-mail.',
    en: 'Enter at least one e-mail address.',
    es: 'Introduzca al menos un correo electrónico.',
  },
  emailInvalido: {
    pt: 'E-mail inválido: {email}. Separe vários e-mails com ";".',
    en: 'Invalid e-mail address: {email}. Separate several addresses with ";".',
    es: 'Correo electrónico no válido: {email}. Separe varios correos con ";".',
  },
  emailsDemais: {
    pt: 'Informe no máximo {max} e-mails.',
    en: 'Enter at most {max} e-mail addresses.',
    es: 'Introduzca como máximo {max} correos electrónicos.',
  },
  nenhumTitulo: {
    pt: 'Nenhum dos títulos da cesta foi encontrado no catálogo.',
    en: 'None of the basket’s titles was found in the catalogue.',
    es: 'Ninguno de los títulos de la cesta se encontró en el catálogo.',
  },
  assunto: { pt: 'Cesta do catálogo', en: 'Catalogue basket', es: 'Cesta del catálogo' },
  mensagemSoLeitor: {
    pt: 'Só um leitor conectado pode incluir uma mensagem. Entre na sua conta ou envie sem mensagem.',
    en: 'Only a signed-in patron can add a message. Sign in, or send it without a message.',
    es: 'Solo un lector conectado puede incluir un mensaje. Inicie sesión o envíelo sin mensaje.',
  },
});

/** The status of a copy, as the page shows it. */
export const SITUACAO: Record<SituacaoExemplar, Text> = {
  disponivel: { pt: 'Disponível', en: 'Available', es: 'Disponible' },
  emprestado: { pt: 'Emprestado', en: 'On loan', es: 'Prestado' },
  reservado: { pt: 'Reservado', en: 'On hold', es: 'Reservado' },
  consulta_local: { pt: 'Consulta local', en: 'Library use only', es: 'Consulta en sala' },
  em_transito: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
};
