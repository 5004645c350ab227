import { ACESSO_BLOQUEADO } from '@estante/api-contract/constants';
import { defineMessages } from '../plugins/lang';

/**
 * Messages of the sign-in services, shared by the access check (plugins/auth.ts) and the modules
 * that sign patrons in (oauth, sso, pessoas), pt / en / es; `{name}` is filled by say().
 */
export const AUTH_MESSAGES = defineMessages({
  /** The 430 answer's `message`: exactly ACESSO_BLOQUEADO in every language (the client maps it; `detalhe` is translated). */
  acessoBloqueado: { pt: ACESSO_BLOQUEADO, en: ACESSO_BLOQUEADO, es: ACESSO_BLOQUEADO },
  senhaBloqueada: {
    pt: 'Senha bloqueada após tentativas sem sucesso. Use "Esqueci minha senha" para criar uma nova.',
    en: 'Password blocked after failed attempts. Use "Forgot password" to set a new one.',
    es: 'Contraseña bloqueada tras intentos fallidos. Use "Olvidé mi contraseña" para crear una nueva.',
  },
  usuarioBloqueado: {
    pt: 'Acesso bloqueado pela biblioteca. Procure o atendimento.',
    en: 'Access blocked by the library. Please contact the library.',
    es: 'Acceso bloqueado por la biblioteca. Diríjase a la atención al usuario.',
  },
  escolhaPessoa: {
    pt: 'Escolha quem você é.',
    en: 'Choose who you are.',
    es: 'Elija quién es usted.',
  },
  captchaAusente: {
    pt: 'Confirme que você não é um robô.',
    en: 'Confirm that you are not a robot.',
    es: 'Confirme que no es un robot.',
  },
  captchaExpirado: {
    pt: 'A verificação "não sou um robô" expirou. Faça-a novamente.',
    en: 'The "I am not a robot" check expired. Please do it again.',
    es: 'La verificación "no soy un robot" caducó. Hágala de nuevo.',
  },
  captchaInvalido: {
    pt: 'A verificação "não sou um robô" é inválida ou já foi usada. Faça-a novamente.',
    en: 'The "I am not a robot" check is invalid or was already used. Please do it again.',
    es: 'La verificación "no soy un robot" no es válida o ya se usó. Hágala de nuevo.',
  },
  sessaoExpirada: {
    pt: 'Sessão expirada. Entre novamente.',
    en: 'Session expired. Please sign in again.',
    es: 'Sesión caducada. Inicie sesión de nuevo.',
  },
  loginNecessario: {
    pt: 'Entre com seu código de usuário e senha para continuar.',
    en: 'Sign in with your user code and password to continue.',
    es: 'Inicie sesión con su código de usuario y contraseña para continuar.',
  },
  senhaTamanho: {
    pt: 'A senha deve ter entre {min} e {max} caracteres.',
    en: 'The password must have between {min} and {max} characters.',
    es: 'La contraseña debe tener entre {min} y {max} caracteres.',
  },
  senhaNumeros: {
    pt: 'A senha deve conter ao menos um número.',
    en: 'The password must contain at least one digit.',
    es: 'La contraseña debe contener al menos un número.',
  },
  senhaSoNumeros: {
    pt: 'A senha deve conter somente números.',
    en: 'The password must contain digits only.',
    es: 'La contraseña debe contener solo números.',
  },
  senhaEspecial: {
    pt: 'A senha deve conter ao menos um destes caracteres especiais: {chars}.',
    en: 'The password must contain at least one of these special characters: {chars}.',
    es: 'La contraseña debe contener al menos uno de estos caracteres especiales: {chars}.',
  },
  senhaMaiusculas: {
    pt: 'A senha deve conter letras maiúsculas e minúsculas.',
    en: 'The password must contain upper and lower case letters.',
    es: 'La contraseña debe contener letras mayúsculas y minúsculas.',
  },
  senhaNome: {
    pt: 'A senha não pode conter partes do seu nome.',
    en: 'The password must not contain parts of your name.',
    es: 'La contraseña no puede contener partes de su nombre.',
  },
  senhaHistorico: {
    pt: 'A nova senha deve ser diferente das suas últimas {n} senhas.',
    en: 'The new password must differ from your last {n} passwords.',
    es: 'La nueva contraseña debe ser diferente de sus últimas {n} contraseñas.',
  },
});

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
