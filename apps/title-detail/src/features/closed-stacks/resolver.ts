// The closed-stacks form's resolver, apart from rules.ts, which the closed-stacks view reads:
// @estante/ui/form (react-hook-form with it) loads with the dialog, not with the page.
import { rulesResolver } from '@estante/ui/form';
import { closedErrors, type ClosedValues } from './rules';

export const closedResolver = rulesResolver<ClosedValues>(closedErrors);
