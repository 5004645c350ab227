/** NOTICES_SWEEP_SECONDS when unset: a sweep every 15 minutes. */
export const DEFAULT_SWEEP_SECONDS = 900;

export interface NoticeSettings {
  /** NOTICES: 1 (default) runs the courtesy notices' job runner in this process; 0 does not. */
  enabled: boolean;
  sweepSeconds: number;
}

/** NOTICES and NOTICES_SWEEP_SECONDS of the environment (README "Courtesy notices"); anything else stops the start. */
export function noticeSettingsFromEnv(env: NodeJS.ProcessEnv): NoticeSettings {
  const flag = env.NOTICES?.trim() ?? '';
  if (flag !== '' && flag !== '0' && flag !== '1') throw new Error(`NOTICES must be 1 or 0 (got ${flag})`);
  const value = env.NOTICES_SWEEP_SECONDS?.trim();
  let sweepSeconds = DEFAULT_SWEEP_SECONDS;
  if (value) {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 10 || n > 86_400) throw new Error(`NOTICES_SWEEP_SECONDS must be a whole number of seconds from 10 to 86400 (got ${value})`);
    sweepSeconds = n;
  }
  return { enabled: flag !== '0', sweepSeconds };
}
