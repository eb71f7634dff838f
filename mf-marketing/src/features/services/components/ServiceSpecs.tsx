import { Chip } from '../../../components/Chip';
import { Section } from '../../../components/Section';
import type { ServiceDescription } from '../serviceDescription';
import { FactList } from './FactList';

/**
 * Key specifications of a service: horizontal and vertical accuracy, convergence time and
 * coverage as tiles, then the supported coordinate frames as chips (service details).
 * @param service the fields `accuracy`, `convergence`, `coverage`, `frames` of the service
 */
export function ServiceSpecs({
  service,
}: {
  service: Pick<ServiceDescription, 'accuracy' | 'convergence' | 'coverage' | 'frames'>;
}) {
  return (
    <Section id="mkt-svc-specs" title="关键指标" tone="muted">
      <FactList
        facts={[
          { label: '水平精度', value: service.accuracy.horizontal },
          { label: '高程精度', value: service.accuracy.vertical },
          { label: '收敛时间', value: service.convergence },
          { label: '覆盖范围', value: service.coverage },
        ]}
      />
      {service.frames.length > 0 && (
        <>
          <h3 className="mkt-svc-subtitle" id="mkt-svc-frames">
            支持的坐标框架
          </h3>
          <ul className="mkt-svc-chips" aria-labelledby="mkt-svc-frames">
            {service.frames.map((frame) => (
              <li key={frame}>
                <Chip tone="blue">{frame}</Chip>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
