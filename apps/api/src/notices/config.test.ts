import { describe, expect, it } from 'vitest';
import { DEFAULT_SWEEP_SECONDS, noticeSettingsFromEnv } from './config';

describe('NOTICES and NOTICES_SWEEP_SECONDS', () => {
  it('on by default, every 15 minutes; 0 turns it off; a period in whole seconds from 10 to 86400', () => {
    expect(noticeSettingsFromEnv({})).toEqual({ enabled: true, sweepSeconds: DEFAULT_SWEEP_SECONDS });
    expect(DEFAULT_SWEEP_SECONDS).toBe(900);
    expect(noticeSettingsFromEnv({ NOTICES: '0' }).enabled).toBe(false);
    expect(noticeSettingsFromEnv({ NOTICES: '1', NOTICES_SWEEP_SECONDS: '60' })).toEqual({ enabled: true, sweepSeconds: 60 });
  });

  it('anything else stops the start with the variable named', () => {
    expect(() => noticeSettingsFromEnv({ NOTICES: 'yes' })).toThrow(/^NOTICES must be 1 or 0 \(got yes\)$/);
    for (const bad of ['5', '1.5', 'abc', '86401']) expect(() => noticeSettingsFromEnv({ NOTICES_SWEEP_SECONDS: bad })).toThrow(/^NOTICES_SWEEP_SECONDS must be/);
  });
});
