import { useCallback, useEffect, useRef, useState } from 'react';
import type { CombinacaoReserva } from '@estante/api-contract';
import { useLocation } from '@estante/federation/router';
import { holdsKey, placeHold } from '@estante/api-endpoints/title';
import { useMutation, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { Form, SelectField, SubmitButton, useForm, useWatch, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { SignInPrompt } from '../signin/SignInGate';
import { clearDraft, draftKey, useDraft } from '../signin/draft';
import { HoldForecast } from './HoldForecast';
import { holdResolver } from './resolver';
import { CHOICE_FIELDS, EMPTY_HOLD, newIdempotencyKey, optionsFor, settle, type HoldValues, type Library } from './rules';
import { NS_HOLD } from './strings';

const SERVER_FIELDS: ServerFields<HoldValues> = { volume: 'volume', tomo: 'tomo', parte: 'parte', material: 'material', biblioteca: 'biblioteca' };

/**
 * The hold form (SPEC.md §5): volume, tome, part, material and the receiving library, each a
 * select of the values holdable copies have (narrowed by the other choices, preselected when only
 * one), each message under its field. A patron sees the queue position and estimate for the choice
 * as it is made, and sends (one Idempotency-Key per form: a double click or a retry makes one hold);
 * a visitor is asked to sign in, the choices kept meanwhile (`useDraft`).
 */
export function HoldForm({ cod, codPessoa, combos, libraries }: {
  readonly cod: number;
  /** null: a visitor. */
  readonly codPessoa: number | null;
  readonly combos: readonly CombinacaoReserva[];
  readonly libraries: readonly Library[];
}) {
  const { t, i18n } = useTranslation(NS_HOLD);
  /** A copy's material (the installation's word, "Livro") in the page's language where the product knows it. */
  const materialLabel = (material: string) => dataLabel(i18n, material, 'materials');
  const { pathname } = useLocation();
  const draft = draftKey('hold', pathname);
  const form = useForm<HoldValues>({ resolver: holdResolver, defaultValues: EMPTY_HOLD });
  useDraft(form, draft);
  const values = { ...EMPTY_HOLD, ...useWatch({ control: form.control }) } as HoldValues;

  const settleAfter = useCallback(
    (changed?: keyof HoldValues) => {
      for (const [field, value] of Object.entries(settle(combos, libraries, form.getValues(), changed))) {
        form.setValue(field as keyof HoldValues, value, { shouldDirty: true });
      }
    },
    [combos, libraries, form],
  );
  // After the draft came back (an effect declared before this one), and whenever the choices change.
  useEffect(() => settleAfter(), [settleAfter]);

  const client = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const refresh = () => client.invalidateQueries({ queryKey: holdsKey(codPessoa ?? 0) });
  const place = useMutation({
    mutationFn: (v: HoldValues) => placeHold({ acervo: cod, volume: v.volume, tomo: v.tomo, parte: v.parte, material: v.material, biblioteca: v.biblioteca }, idempotencyKey),
    onSuccess: refresh,
    // The refusal may come from a change since the page was read (a hold from another tab): read it again.
    onError: () => void refresh(),
  });

  const select = (field: (typeof CHOICE_FIELDS)[number]) => (
    <SelectField
      key={field}
      control={form.control}
      name={field}
      label={t(`form.${field}`)}
      required
      options={[{ value: '', label: t('form.choose') }, ...optionsFor(combos, values, field, field === 'material' ? materialLabel : undefined)]}
      onValueChange={() => settleAfter(field)}
    />
  );

  return (
    <Form
      id="reserva"
      ns={NS_HOLD}
      form={form}
      serverFields={SERVER_FIELDS}
      signInText={t('signIn')}
      aria-label={t('form.label')}
      className="title-hold-view__form"
      intro={<p className="estante-form__hint">{t('form.required')}</p>}
      onSubmit={async (v) => {
        // A second click while the first is sending does nothing (the button is disabled a render later).
        if (sending.current) return;
        sending.current = true;
        try {
          const placed = await place.mutateAsync(v);
          clearDraft(draft);
          notify.success({ title: placed.message, description: t('placedDetail') });
        } finally {
          sending.current = false;
        }
      }}
      actions={codPessoa !== null ? <SubmitButton control={form.control} disabled={place.isPending}>{t('form.submit')}</SubmitButton> : undefined}
    >
      {CHOICE_FIELDS.map(select)}
      <SelectField
        control={form.control}
        name="biblioteca"
        label={t('form.biblioteca')}
        required
        options={[{ value: '', label: t('form.choose') }, ...libraries.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca }))]}
        onValueChange={() => settleAfter('biblioteca')}
      />
      {codPessoa !== null ? <HoldForecast cod={cod} codPessoa={codPessoa} values={values} /> : <SignInPrompt text={t('signIn')} />}
    </Form>
  );
}
