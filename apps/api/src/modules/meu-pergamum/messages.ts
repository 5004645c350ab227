import { defineMessages } from '../../plugins/lang';

/** /api/meu-pergamum (personal data, change password, user switch): every message in pt, en and es. */
export const MESSAGES = defineMessages({
  cpfInvalido: {
    pt: 'CPF inválido: informe os 11 dígitos, com os dígitos verificadores corretos.',
    en: 'Invalid CPF (tax id): enter its 11 digits, with the right check digits.',
    es: 'CPF no válido: indique sus 11 dígitos, con los dígitos verificadores correctos.',
  },
  cepInvalido: {
    pt: 'CEP inválido: informe os 8 dígitos.',
    en: 'Invalid postal code (CEP): enter its 8 digits.',
    es: 'Código postal (CEP) no válido: indique sus 8 dígitos.',
  },
  ufInvalida: {
    pt: 'UF inválida: escolha um estado brasileiro (por exemplo RS, SP).',
    en: 'Invalid state: choose a Brazilian state (e.g. RS, SP).',
    es: 'Estado no válido: elija un estado brasileño (por ejemplo RS, SP).',
  },
  sexoInvalido: {
    pt: 'Escolha o sexo entre as opções.',
    en: 'Choose the gender from the options.',
    es: 'Elija el sexo entre las opciones.',
  },
  dataInvalida: {
    pt: 'Data de nascimento inválida: informe uma data real, no passado.',
    en: 'Invalid birth date: enter a real date in the past.',
    es: 'Fecha de nacimiento no válida: indique una fecha real, en el pasado.',
  },
  textoLongo: {
    pt: 'No máximo {max} caracteres.',
    en: 'At most {max} characters.',
    es: 'Como máximo {max} caracteres.',
  },
  telefoneInvalido: {
    pt: 'Telefone inválido: informe ao menos {min} dígitos, usando só números, hífens, parênteses e espaços (no máximo {max} caracteres).',
    en: 'Invalid phone number: enter at least {min} digits, using only digits, hyphens, parentheses and spaces (at most {max} characters).',
    es: 'Teléfono no válido: indique al menos {min} dígitos, usando solo números, guiones, paréntesis y espacios (como máximo {max} caracteres).',
  },
  emailObrigatorio: { pt: 'Informe ao menos um e-mail.', en: 'Enter at least one e-mail.', es: 'Indique al menos un correo electrónico.' },
  emailInvalido: {
    pt: 'E-mail inválido: {email}. Separe vários e-mails com ";".',
    en: 'Invalid e-mail: {email}. Separate several e-mails with ";".',
    es: 'Correo electrónico no válido: {email}. Separe varios correos con ";".',
  },
  emailsDemais: { pt: 'Informe no máximo {max} e-mails.', en: 'Enter at most {max} e-mails.', es: 'Indique como máximo {max} correos electrónicos.' },
  versaoObrigatoria: {
    pt: 'Informe a versão dos dados lida (campo versao ou cabeçalho If-Match).',
    en: 'State the version of the data you read (the versao field or the If-Match header).',
    es: 'Indique la versión de los datos leída (campo versao o cabecera If-Match).',
  },
  versaoDesatualizada: {
    pt: 'Seus dados foram alterados em outra janela; recarregue para ver a versão atual. Nada foi salvo.',
    en: 'Your data was changed in another window; reload to see the current version. Nothing was saved.',
    es: 'Sus datos se modificaron en otra ventana; recargue para ver la versión actual. No se guardó nada.',
  },
  senhaAtualIncorreta: {
    pt: 'A senha atual não confere.',
    en: 'The current password is not right.',
    es: 'La contraseña actual no es correcta.',
  },
  senhaAtualObrigatoria: { pt: 'Informe a senha atual.', en: 'Enter your current password.', es: 'Indique la contraseña actual.' },
  usuarioNaoVinculado: {
    pt: 'Este cadastro não é um dos seus.',
    en: 'This registration is not one of yours.',
    es: 'Este registro no es uno de los suyos.',
  },
});
export type MessageKey = keyof typeof MESSAGES;
