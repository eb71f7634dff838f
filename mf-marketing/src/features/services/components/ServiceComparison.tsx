import { Link } from '@xingheng/shared/router';
import {
  ORION_SERVICE_ID,
  orionPath,
  serviceDetailsPath,
  type ServiceProduct,
} from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { SERVICE_COMPARISON } from '../content/comparison';

/**
 * The comparison table of Locate-CM, Locate-DM and Orion (SPEC §2 `/productSolution/services`):
 * accuracy, convergence, coverage and access; each name links to the service's page (Orion to
 * `details/8` when the list has it, else to `details_xc`).
 * @param services the loaded service list (`null` when it failed), to pick Orion's link
 */
export function ServiceComparison({ services }: { services: ServiceProduct[] | null }) {
  const ids = services?.map((s) => s.id) ?? null;
  return (
    <Section
      id="mkt-svc-compare"
      title="服务对比"
      lead="指标为典型开阔环境下的参考值，实际表现与环境、终端和观测条件有关。"
      tone="muted"
    >
      <div className="mkt-svc-table-wrap">
        <table className="mkt-svc-table mkt-svc-table--compare">
          <caption className="mkt-visually-hidden">Locate-CM、Locate-DM 与 Orion 对比</caption>
          <thead>
            <tr>
              <th scope="col">服务</th>
              <th scope="col">定位精度</th>
              <th scope="col">收敛时间</th>
              <th scope="col">覆盖范围</th>
              <th scope="col">接入方式</th>
            </tr>
          </thead>
          <tbody>
            {SERVICE_COMPARISON.map((row) => (
              <tr key={row.serviceId}>
                <th scope="row">
                  <Link
                    to={
                      row.serviceId === ORION_SERVICE_ID
                        ? orionPath(ids)
                        : serviceDetailsPath(row.serviceId)
                    }
                  >
                    {row.name}
                  </Link>
                </th>
                <td>{row.accuracy}</td>
                <td>{row.convergence}</td>
                <td>{row.coverage}</td>
                <td>{row.access}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
