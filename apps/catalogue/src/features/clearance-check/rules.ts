import { normalizarCodigoNadaConsta } from '@estante/api-contract/constants';
import { rulesResolver } from '@estante/ui/form';

export interface CodeValues {
  codigo: string;
}

type Errors = Partial<Record<keyof CodeValues, { type: string; message: string }>>;

/** The code typed: required, and one a declaration could have (28 letters and digits; spaces and hyphens ignored). */
export function codeErrors(v: CodeValues): Errors {
  if (v.codigo.trim() === '') return { codigo: { type: 'required', message: 'errors.required' } };
  if (normalizarCodigoNadaConsta(v.codigo) === null) return { codigo: { type: 'pattern', message: 'errors.invalid' } };
  return {};
}

export const codeResolver = rulesResolver<CodeValues>(codeErrors);
