export const MAX_STACKS: number;
export const FIXTURE_PORT: number;
/** The development shell (development builds of the shell and remotes, for the hydration check). */
export const DEV_SHELL_PORT: number;
export const e2eSecrets: { JWT_SECRET: string; OAUTH_WEB_CLIENT_SECRET: string; ALTCHA_HMAC_KEY: string };
export function shellPort(i: number): number;
export function apiPort(i: number): number;
export function outboxOf(i: number): string;
export function workerCount(env?: NodeJS.ProcessEnv): number;
