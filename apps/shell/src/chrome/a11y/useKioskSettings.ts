import { useEffect, useState } from 'react';
import { type Autoatendimento } from '@estante/api-client';
import * as api from '@estante/api-client/institution';

let request: Promise<Autoatendimento | null> | null = null;

/** The kiosk settings, fetched once per page; null while loading, when off or unavailable (503). */
export function useKioskSettings(): Autoatendimento | null {
  const [settings, setSettings] = useState<Autoatendimento | null>(null);
  useEffect(() => {
    let live = true;
    request ??= api.kiosk().catch(() => null);
    void request.then((s) => live && setSettings(s?.showAuto ? s : null));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
