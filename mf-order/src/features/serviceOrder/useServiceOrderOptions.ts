import { useAsyncData, type AsyncData } from '@xingheng/shared/ui';
import { useMemo } from 'react';
import type { ServiceOrderOptions, ServicePlan } from '@xingheng/shared';
import { fetchServiceOrderOptions, fetchServicePlans } from './api';
import type { ServiceOrderParams } from './serviceOrderQuery';

/** What the purchase page loads: the options, and the plan a `planId` names (when found). */
export interface ServiceOrderSetup {
  options: ServiceOrderOptions;
  plan: ServicePlan | undefined;
}

/**
 * Loads the purchase options of `/order`, and — only when the link names a `planId` — the
 * service's plans to find that plan (a failure there only loses the preselection).
 * @param params the validated query, or null when it is unusable (`idle`)
 * @returns `[state, retry]`
 */
export function useServiceOrderOptions(
  params: ServiceOrderParams | null,
): [AsyncData<ServiceOrderSetup>, () => void] {
  const serviceId = params?.serviceId;
  const accountName = params?.accountName;
  const planId = params?.planId;
  const load = useMemo(() => {
    if (serviceId === undefined) return null;
    return async (): Promise<ServiceOrderSetup> => {
      const findPlan =
        planId === undefined
          ? Promise.resolve(undefined)
          : fetchServicePlans(serviceId).then(
              (plans) => plans.find((plan) => plan.id === planId),
              () => undefined,
            );
      const [options, plan] = await Promise.all([
        fetchServiceOrderOptions(serviceId, accountName),
        findPlan,
      ]);
      return { options, plan };
    };
  }, [serviceId, accountName, planId]);
  return useAsyncData(load);
}
