import { SSO_CODES, type ServerErrorCode } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';

/** Messages of single sign-on, pt / en / es; `{name}` is filled by say(). */
export const MESSAGES = defineMessages({
  naoConfigurado: {
    pt: 'O login único (SSO) não está configurado nesta instalação.',
    en: 'Single sign-on is not configured on this installation.',
    es: 'El inicio de sesión único (SSO) no está configurado en esta instalación.',
  },
  provedorIndisponivel: {
    pt: 'O provedor de identidade não respondeu. Tente novamente mais tarde.',
    en: 'The identity provider did not answer. Please try again later.',
    es: 'El proveedor de identidad no respondió. Inténtelo de nuevo más tarde.',
  },
  redirectInvalido: {
    pt: 'Endereço de retorno não permitido.',
    en: 'Return address not allowed.',
    es: 'Dirección de retorno no permitida.',
  },
  usuarioNaoEncontrado: {
    pt: 'Usuário não encontrado no sistema da biblioteca.',
    en: 'User not found in the library system.',
    es: 'Usuario no encontrado en el sistema de la biblioteca.',
  },
  identidadeAmbigua: {
    pt: 'Sua identidade corresponde a mais de um usuário da biblioteca. Procure o atendimento.',
    en: 'Your identity matches more than one library user. Please contact the library.',
    es: 'Su identidad corresponde a más de un usuario de la biblioteca. Diríjase a la atención al usuario.',
  },
  referenciaInvalida: {
    pt: 'O login único expirou ou já foi usado. Entre novamente.',
    en: 'The single sign-on expired or was already used. Please sign in again.',
    es: 'El inicio de sesión único caducó o ya se usó. Inicie sesión de nuevo.',
  },
  incompleto: {
    pt: 'O login no provedor de identidade ainda não foi concluído.',
    en: 'The sign-in at the identity provider is not complete yet.',
    es: 'El inicio de sesión en el proveedor de identidad aún no ha concluido.',
  },
  recusado: {
    pt: 'O provedor de identidade recusou o login: {motivo}',
    en: 'The identity provider refused the sign-in: {motivo}',
    es: 'El proveedor de identidad rechazó el inicio de sesión: {motivo}',
  },
  respostaInvalida: {
    pt: 'A resposta do provedor de identidade é inválida. Entre novamente.',
    en: 'The identity provider sent an invalid response. Please sign in again.',
    es: 'La respuesta del proveedor de identidad no es válida. Inicie sesión de nuevo.',
  },
});

/** The failures recorded at the provider's return (sso_tentativas.erro), as the SPA is told at validation (422). */
const FAILURES = {
  nao_encontrado: { text: MESSAGES.usuarioNaoEncontrado, codigo: SSO_CODES.usuarioNaoEncontrado },
  ambiguo: { text: MESSAGES.identidadeAmbigua, codigo: SSO_CODES.identidadeAmbigua },
  recusado: { text: MESSAGES.recusado, codigo: SSO_CODES.recusado },
  invalido: { text: MESSAGES.respostaInvalida, codigo: SSO_CODES.respostaInvalida },
} satisfies Record<string, { text: Text; codigo: ServerErrorCode }>;

/** The message and codigo of a recorded failure (an unknown one is an invalid response). */
export const failureOf = (erro: string): { text: Text; codigo: ServerErrorCode } => (Object.hasOwn(FAILURES, erro) ? FAILURES[erro as keyof typeof FAILURES] : FAILURES.invalido);
