import { defineMessages } from '../../plugins/lang';

/** Messages of /api/pessoas: linked logins, password recovery and its e-mail, external bases (the shared sign-in ones: access/messages.ts). */
export const MESSAGES = defineMessages({
  usuarioNaoEncontrado: {
    pt: 'Usuário não encontrado.',
    en: 'User not found.',
    es: 'Usuario no encontrado.',
  },
  semEmail: {
    pt: 'Não há e-mail cadastrado para este usuário. Procure a biblioteca para recuperar a senha.',
    en: 'This user has no e-mail address on file. Please contact the library to recover the password.',
    es: 'Este usuario no tiene correo electrónico registrado. Diríjase a la biblioteca para recuperar la contraseña.',
  },
  codigoInvalido: {
    pt: 'Código de verificação inválido.',
    en: 'Invalid verification code.',
    es: 'Código de verificación no válido.',
  },
  codigoExpirado: {
    pt: 'Código de verificação expirado. Solicite um novo código.',
    en: 'The verification code expired. Request a new code.',
    es: 'El código de verificación caducó. Solicite un código nuevo.',
  },
  loginOutraPessoa: {
    pt: 'Este login não pertence a você.',
    en: 'This login does not belong to you.',
    es: 'Este inicio de sesión no le pertenece.',
  },
  loginNaoEncontrado: {
    pt: 'Login não encontrado.',
    en: 'Login not found.',
    es: 'Inicio de sesión no encontrado.',
  },
  loginPrincipal: { pt: 'Login principal', en: 'Main login', es: 'Inicio de sesión principal' },
  loginVinculado: { pt: 'Login vinculado', en: 'Linked login', es: 'Inicio de sesión vinculado' },
  emailAssunto: {
    pt: 'Código de verificação para recuperar a senha',
    en: 'Verification code to recover your password',
    es: 'Código de verificación para recuperar la contraseña',
  },
  emailTexto: {
    pt: 'Olá, {nome}.\n\nSeu código de verificação é {codigo}. Ele vale até {validade} (UTC) e só pode ser usado uma vez.\n\nSe você não pediu para recuperar a senha do usuário {login}, ignore esta mensagem.',
    en: 'Hello, {nome}.\n\nYour verification code is {codigo}. It is valid until {validade} (UTC) and can be used only once.\n\nIf you did not ask to recover the password of user {login}, ignore this message.',
    es: 'Hola, {nome}.\n\nSu código de verificación es {codigo}. Es válido hasta {validade} (UTC) y solo puede usarse una vez.\n\nSi usted no pidió recuperar la contraseña del usuario {login}, ignore este mensaje.',
  },
});
