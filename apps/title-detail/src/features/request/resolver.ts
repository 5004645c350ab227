// The request form's resolver, apart from rules.ts: the request view and the closed-stacks view read
// rules.ts, and @estante/ui/form (react-hook-form with it) must load with the form, not with the page.
import { rulesResolver } from '@estante/ui/form';
import { requestErrors, type RequestValues } from './rules';

export const requestResolver = rulesResolver<RequestValues>(requestErrors);
