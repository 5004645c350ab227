import { useCallback, useEffect, useState } from 'react';
import { loadVLibras, setVLibrasVisible } from './vlibras';

export type VLibrasStatus = 'off' | 'loading' | 'ready' | 'failed';

/** The widget follows the preference: loaded when turned on, hidden when turned off. */
export function useVLibras(enabled: boolean): { status: VLibrasStatus; retry: () => void } {
  const [status, setStatus] = useState<VLibrasStatus>('off');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) {
      setVLibrasVisible(false);
      setStatus('off');
      return;
    }
    let live = true;
    setStatus('loading');
    loadVLibras().then(
      () => {
        if (!live) return;
        setVLibrasVisible(true);
        setStatus('ready');
      },
      (error: unknown) => {
        console.warn('[estante] VLibras did not load', error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
