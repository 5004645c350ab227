export const MAX_STACKS: number;
export const FIXTURE_PORT: number;
export function shellPort(i: number): number;
export function apiPort(i: number): number;
export function outboxOf(i: number): string;
export function workerCount(env?: NodeJS.ProcessEnv): number;
