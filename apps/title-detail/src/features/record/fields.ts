import type { AcervoResponse } from '@estante/api-client';

export interface DisplayField {
  readonly tag: string;
  /** i18n key of the field's label */
  readonly labelKey: string;
  readonly values: readonly string[];
}

const labelled = new Set([
  '020', '022', '041', '050', '082', '090', '092', '100', '110', '111', '130', '240', '245', '246', '250', '260', '264',
  '300', '490', '500', '504', '505', '520', '600', '610', '650', '651', '700', '710', '711', '830', '856',
]);

function labelKey(tag: string): string {
  if (labelled.has(tag)) return `titleDetail.tags.${tag}`;
  if (tag.startsWith('5')) return 'titleDetail.tags.5xx';
  if (tag.startsWith('6')) return 'titleDetail.tags.6xx';
  if (tag.startsWith('7')) return 'titleDetail.tags.7xx';
  return 'titleDetail.tags.other';
}

/** One display row per MARC tag, each occurrence's subfields joined as a catalogue shows them. */
export function displayFields(record: AcervoResponse): DisplayField[] {
  return record.campos.map((campo) => ({
    tag: campo.ordem,
    labelKey: labelKey(campo.ordem),
    values: campo.detalhes
      // numeric subfields ($0 $2 $5 $6 $8 $9…) are control data (source, linkage), not display text
      .map((d) => d.descricao.filter((_, i) => !/^\d$/.test(d._secao[i] ?? '')).map((v) => v.trim()).filter(Boolean).join(' '))
      .filter((v) => v.length > 0),
  })).filter((f) => f.values.length > 0);
}
