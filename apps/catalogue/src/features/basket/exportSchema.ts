import * as yup from 'yup';
import { checkEmailList, MAX_EMAILS } from './emails';
import { FORMATS, MESSAGE_MAX, type ExportValues } from './exportValues';

/**
 * The export form's rules (a chunk of its own, fetched when the form is first sent): messages are
 * keys of the catalogue's strings, with the values they name (`{{email}}`, `{{max}}`). A signed-in
 * patron's (exportSchema): a message of their own allowed, no captcha.
 */
export const exportSchema: yup.ObjectSchema<ExportValues> = yup.object({
  format: yup.mixed<ExportValues['format']>().oneOf(FORMATS).required(),
  emails: yup
    .string()
    .default('')
    .test('emails', 'basket.emailsInvalid', function check(value) {
      const r = checkEmailList(value ?? '');
      if (r.ok) return true;
      if (r.error === 'invalid') return this.createError({ message: 'basket.emailInvalid', params: { email: r.email } });
      return this.createError(r.error === 'required' ? { message: 'basket.emailsRequired' } : { message: 'basket.emailsTooMany', params: { max: MAX_EMAILS } });
    }),
  mensagem: yup.string().default('').max(MESSAGE_MAX, 'basket.messageTooLong'),
  captcha: yup.string().default(''),
});

/**
 * A visitor's (not signed in): the captcha solved, and no message of their own (the server sends
 * the references only: no free text from the library's address).
 */
export const visitorExportSchema: yup.ObjectSchema<ExportValues> = exportSchema.shape({
  mensagem: yup
    .string()
    .default('')
    .test('patron-only', 'basket.messageNotAllowed', (value) => (value ?? '').trim() === ''),
  captcha: yup.string().default('').required('basket.captchaRequired'),
});
