/**
 * Teaching plans (issue 25 item 5, `/api/plano-ensino`): the disciplines a professor teaches with
 * their plans, the plans of a student's courses, one plan, and the professor's save (at the version
 * read) and removal. Every call carries the patron's private token; query keys start with
 * `["patron", codPessoa, "teaching-plan", …]`, so one patron never sees another's answer.
 */
import type { PlanoEnsinoRequest } from '@estante/api-contract';
import type { CallConfig } from '../call';
import { ask } from '../ask';
import { queryOptions } from '@estante/api-client/react';

/** The key prefix of every teaching-plan query of the patron (to invalidate after a save). */
export const teachingPlansKey = (codPessoa: number) => ['patron', codPessoa, 'teaching-plan'] as const;

/** What the patron teaches (with their plans) and the plans of the courses they are enrolled in. */
export const teachingPlans = (cfg?: CallConfig) => ask('teachingPlans', {}, cfg);
export const teachingPlansQuery = (codPessoa: number) =>
  queryOptions({ queryKey: [...teachingPlansKey(codPessoa), 'overview'], queryFn: ({ signal }) => teachingPlans({ signal }) });

/** One plan the patron may read (their own, or one of a discipline of their courses). */
export const teachingPlan = (codPlano: number, cfg?: CallConfig) => ask('teachingPlan', { params: { id: codPlano } }, cfg);
export const teachingPlanQuery = (codPessoa: number, codPlano: number) =>
  queryOptions({ queryKey: [...teachingPlansKey(codPessoa), 'plan', codPlano], queryFn: ({ signal }) => teachingPlan(codPlano, { signal }) });

/** The professor's own plan of a discipline they teach (`plano` null before the first save). */
export const disciplinePlan = (codDisciplina: number, cfg?: CallConfig) => ask('myDisciplinePlan', { params: { id: codDisciplina } }, cfg);
export const disciplinePlanQuery = (codPessoa: number, codDisciplina: number) =>
  queryOptions({ queryKey: [...teachingPlansKey(codPessoa), 'discipline', codDisciplina], queryFn: ({ signal }) => disciplinePlan(codDisciplina, { signal }) });

/** Saves the professor's plan of a discipline, bibliography included; `body.versao` the version read (0: new). 409 when it changed since. */
export const saveDisciplinePlan = (codDisciplina: number, body: PlanoEnsinoRequest, cfg?: CallConfig) =>
  ask('saveDisciplinePlan', { params: { id: codDisciplina }, body }, cfg);

/** Removes the professor's plan of a discipline at the version read (409 when it changed since). */
export const deleteDisciplinePlan = (codDisciplina: number, versao: number, cfg?: CallConfig) =>
  ask('deleteDisciplinePlan', { params: { id: codDisciplina }, query: { versao } }, cfg);
