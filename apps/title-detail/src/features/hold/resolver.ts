// The hold form's resolver, apart from rules.ts: the title page's hold summary reads rules.ts, and
// @estante/ui/form (react-hook-form with it) must load with the form, not with the page.
import { rulesResolver } from '@estante/ui/form';
import { HOLD_FIELDS, REQUIRED, type HoldValues } from './rules';

/** The form's rules (SPEC.md §5): volume, tome, part, material and the receiving library all chosen; each message under its field. */
export const holdResolver = rulesResolver<HoldValues>((values) =>
  Object.fromEntries(HOLD_FIELDS.filter((f) => !values[f]).map((f) => [f, { type: 'required', message: REQUIRED[f] }])),
);

