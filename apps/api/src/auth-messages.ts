import type { Lang } from './i18n';

/** Messages of sign-in, people and password recovery, pt / en / es; `{name}` is replaced by a parameter. */
const MESSAGES = {
  credenciaisInvalidas: {
    pt: 'Código de usuário ou senha incorretos.',
    en: 'User code or password incorrect.',
    es: 'Código de usuario o contraseña incorrectos.',
  },
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
  muitasTentativas: {
    pt: 'Muitas tentativas seguidas. Tente novamente em {segundos} segundos.',
    en: 'Too many attempts in a row. Try again in {segundos} seconds.',
    es: 'Demasiados intentos seguidos. Inténtelo de nuevo en {segundos} segundos.',
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
} satisfies Record<string, Record<Lang, string>>;

export type AuthMessageKey = keyof typeof MESSAGES;

export function ta(key: AuthMessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
