import { useAsyncData, type AsyncData } from '@xingheng/shared/ui';
import { useMemo } from 'react';
import type { TrialInfo } from '@xingheng/shared';
import { fetchTrialInfo } from './api';

/**
 * Loads the trial information of a service (`GET /api/order/trial/info`).
 * @param serviceId the id from the URL, or undefined when it is not a valid id (`idle`)
 * @returns `[state, retry]`
 */
export function useTrialInfo(serviceId: number | undefined): [AsyncData<TrialInfo>, () => void] {
  const load = useMemo(
    () => (serviceId === undefined ? null : () => fetchTrialInfo(serviceId)),
    [serviceId],
  );
  return useAsyncData(load);
}
