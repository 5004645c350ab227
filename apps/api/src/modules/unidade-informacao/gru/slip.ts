import { codigoBarras, linhaDigitavel, SEGMENTO_ORGAOS_GOVERNAMENTAIS } from './febraban';

/** Days from the day of issue to the due date of a slip. */
export const PRAZO_VENCIMENTO_DIAS = 5;

/** yyyy-mm-dd plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The reference number: the library (5 digits) and the slip's code (12), 17 digits. */
export const referenceOf = (codBiblioteca: number, codGru: number): string => `${String(codBiblioteca).padStart(5, '0')}${String(codGru).padStart(12, '0')}`;

/**
 * The slip's barcode and line: segment 5 (government bodies), the value in cents, the institution's
 * code as the 4-digit agreement, and as free field the due date (yyyymmdd) and the reference (17).
 */
export function slipCodes(p: { codGru: number; codBiblioteca: number; codEmpresa: number; centavos: number; vencimento: string }) {
  const referencia = referenceOf(p.codBiblioteca, p.codGru);
  const barras = codigoBarras({
    segmento: SEGMENTO_ORGAOS_GOVERNAMENTAIS,
    centavos: p.centavos,
    convenio: String(p.codEmpresa % 10000).padStart(4, '0'),
    campoLivre: `${p.vencimento.replace(/-/g, '')}${referencia}`,
  });
  return { referencia, codigo_barras: barras, linha_digitavel: linhaDigitavel(barras) };
}

/** A CPF shown on a slip: the middle six digits only (***.456.789-**), as Brazilian public documents mask it. */
export function maskCpf(cpf: string | null): string | null {
  if (!cpf || !/^[0-9]{11}$/.test(cpf)) return null;
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}
