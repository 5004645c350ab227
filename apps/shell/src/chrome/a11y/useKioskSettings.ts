import type { Autoatendimento } from '@estante/api-contract';
import { kioskQuery } from '@estante/api-endpoints/institution';
import { useQuery } from '@estante/api-client/react';

/** The kiosk settings (one request per page, shared); null while loading, when off or unavailable (503). */
export function useKioskSettings(): Autoatendimento | null {
  const { data } = useQuery(kioskQuery());
  return data?.showAuto ? data : null;
}
