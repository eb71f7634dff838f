import { labelOf, SERVER_TYPE, serviceOrderPath, type ServicePlan } from '@xingheng/shared';
import { Link } from '@xingheng/shared/router';
import { Section } from '../../../components/Section';
import { formatPlanDuration, formatPriceCents } from '../format';

/**
 * Groups plans by server type, keeping the first-seen order of types and of plans within a type.
 * @returns `[serverType, plans][]`
 */
export function groupPlansByServerType(plans: readonly ServicePlan[]): [number, ServicePlan[]][] {
  const groups = new Map<number, ServicePlan[]>();
  for (const plan of plans)
    groups.set(plan.serverType, [...(groups.get(plan.serverType) ?? []), plan]);
  return [...groups.entries()];
}

/**
 * Plans and prices of a service (SPEC §2, §3 lookups): one table per server type
 * (`labelOf(SERVER_TYPE)`), each row the duration (`1年`), the price (`¥1,200.00`) and a 立即购买
 * link to `/order?serviceId={id}&serverType={type}&durationUnit={unit}` (mf-order's purchase page). Empty list: a note to call sales.
 * @param serviceId the service's id
 * @param plans the service's plans
 */
export function ServicePlans({
  serviceId,
  serviceName,
  plans,
}: {
  serviceId: number;
  serviceName: string;
  plans: readonly ServicePlan[];
}) {
  return (
    <Section
      id="mkt-svc-plans"
      title="套餐与价格"
      lead="价格含税，开通后可在控制台查看账号与用量。"
      tone="muted"
    >
      {plans.length === 0 && (
        <p className="mkt-empty">该服务暂未开放在线购买，请联系销售获取报价。</p>
      )}
      {groupPlansByServerType(plans).map(([serverType, group]) => {
        const typeLabel = labelOf(SERVER_TYPE, serverType);
        return (
          <div key={serverType} className="mkt-svc-table-wrap">
            <table className="mkt-svc-table mkt-svc-table--plans">
              <caption>{typeLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">服务时长</th>
                  <th scope="col">价格</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {group.map((plan) => {
                  const duration = formatPlanDuration(plan);
                  return (
                    <tr key={plan.id}>
                      <td>{duration}</td>
                      <td className="mkt-svc-price">{formatPriceCents(plan.priceCents)}</td>
                      <td>
                        <Link
                          className="mkt-button"
                          to={serviceOrderPath({
                            serviceId,
                            serverType: plan.serverType,
                            durationUnit: plan.durationUnit,
                          })}
                          aria-label={`立即购买：${serviceName} ${typeLabel} ${duration}`}
                        >
                          立即购买
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </Section>
  );
}
