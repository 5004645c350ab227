import * as yup from 'yup';

/**
 * "Direcionar para" (SPEC.md §2): back to the page the sign-in was started from ('retorno', offered
 * only when there is one), the personal area or the catalogue.
 */
export type Destination = 'retorno' | 'meupergamum' | 'catalogo';
export const DESTINATIONS: readonly Destination[] = ['retorno', 'meupergamum', 'catalogo'];

export interface LoginValues {
  user: string;
  password: string;
  /** EscolhaLogin: the person chosen when the user code names several */
  person: string;
  destination: Destination;
  remember: boolean;
  /** the captcha's payload (activity 1120) */
  captcha: string;
}

/** With OIDC on, a user code holding an at-sign goes to single sign-on; any other signs in with a password. */
export const usesSso = (oidcEnabled: boolean, user: string) => oidcEnabled && user.includes('@');

/** Which optional parts the form shows now. */
export interface LoginShape {
  readonly sso: boolean;
  readonly duplicates: boolean;
  readonly destination: boolean;
  readonly captcha: boolean;
}

/** SPEC.md §5 login rules; messages are i18n keys. */
export function loginSchema(shape: LoginShape): yup.ObjectSchema<LoginValues> {
  return yup.object({
    user: yup.string().trim().required('auth.loginErrors.credentialsMissing'),
    password: yup
      .string()
      .defined()
      .when('user', ([user], s) => (usesSso(shape.sso, String(user ?? '')) ? s : s.required('auth.passwordRequired'))),
    person: yup
      .string()
      .defined()
      .when('user', ([user], s) => (shape.duplicates && !usesSso(shape.sso, String(user ?? '')) ? s.required('auth.choosePerson') : s)),
    destination: yup
      .mixed<Destination>()
      .oneOf(DESTINATIONS, 'auth.destinationRequired')
      .defined()
      .when([], (_, s) => (shape.destination ? s.required('auth.destinationRequired') : s)),
    remember: yup.boolean().defined(),
    captcha: yup
      .string()
      .defined()
      .when('user', ([user], s) => (shape.captcha && !usesSso(shape.sso, String(user ?? '')) ? s.required('auth.loginErrors.captchaMissing') : s)),
  }) as yup.ObjectSchema<LoginValues>;
}
