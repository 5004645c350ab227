import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MAX_EMAILS } from './emails';
import { exportSchema, visitorExportSchema } from './exportSchema';

/** Each field's message key and the values it names, as the form shows them. */
async function problems(values: Record<string, unknown>, schema = exportSchema) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, { message: e.message, email: e.params?.email, max: e.params?.max }]));
  }
}

describe('the export form rules', () => {
  it('asks for at least one address', async () => {
    expect((await problems({ format: 'abnt', emails: ' ; ', mensagem: '' })).emails).toMatchObject({ message: 'basket.emailsRequired' });
  });

  it('names the first invalid address (a comma is not a separator)', async () => {
    expect((await problems({ format: 'abnt', emails: 'ana@exemplo.br, bruno@exemplo.org', mensagem: '' })).emails).toMatchObject({
      message: 'basket.emailInvalid',
      email: 'ana@exemplo.br, bruno@exemplo.org',
    });
  });

  it('says the most addresses one export goes to', async () => {
    const many = Array.from({ length: MAX_EMAILS + 1 }, (_, i) => `p${i}@exemplo.br`).join(';');
    expect((await problems({ format: 'abnt', emails: many, mensagem: '' })).emails).toMatchObject({ message: 'basket.emailsTooMany', max: MAX_EMAILS });
  });

  it('limits the message and the formats', async () => {
    expect((await problems({ format: 'abnt', emails: 'a@b.br', mensagem: 'x'.repeat(1001) })).mensagem).toMatchObject({ message: 'basket.messageTooLong', max: 1000 });
    expect(Object.keys(await problems({ format: 'pdf', emails: 'a@b.br', mensagem: '' }))).toEqual(['format']);
  });

  it('accepts several addresses separated by ";"', async () => {
    expect(await problems({ format: 'ris', emails: 'ana@exemplo.br; bruno@exemplo.org', mensagem: 'Leituras' })).toEqual({});
  });

  it('a visitor: the captcha solved, and no message of their own (a signed-in patron needs neither rule)', async () => {
    const visitor = { format: 'abnt', emails: 'ana@exemplo.br', mensagem: '', captcha: '' };
    expect(await problems(visitor, visitorExportSchema)).toEqual({ captcha: expect.objectContaining({ message: 'basket.captchaRequired' }) });
    expect(await problems({ ...visitor, captcha: 'solved', mensagem: 'Compre já' }, visitorExportSchema)).toEqual({ mensagem: expect.objectContaining({ message: 'basket.messageNotAllowed' }) });
    expect(await problems({ ...visitor, captcha: 'solved', mensagem: '  ' }, visitorExportSchema)).toEqual({});
    expect(await problems({ ...visitor, mensagem: 'Leituras' })).toEqual({});
  });
});
