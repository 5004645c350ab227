import { defineMessages } from '../../plugins/lang';

/** Messages of /oauth/token and /oauth/revoke (the shared sign-in ones: access/messages.ts). */
export const MESSAGES = defineMessages({
  credenciaisInvalidas: {
    pt: 'Código de usuário ou senha incorretos.',
    en: 'User code or password incorrect.',
    es: 'Código de usuario o contraseña incorrectos.',
  },
  campoObrigatorio: {
    pt: 'Parâmetro obrigatório ausente: {campo}.',
    en: 'Missing required parameter: {campo}.',
    es: 'Falta el parámetro obligatorio: {campo}.',
  },
  clienteInvalido: { pt: 'Cliente não autorizado.', en: 'Unauthorised client.', es: 'Cliente no autorizado.' },
  grantNaoSuportado: {
    pt: 'Tipo de concessão não suportado.',
    en: 'Unsupported grant type.',
    es: 'Tipo de concesión no admitido.',
  },
});
