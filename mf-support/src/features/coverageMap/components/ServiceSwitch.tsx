import { Radio } from 'antd';
import type { CoverageService } from '@xingheng/shared';
import { serviceLabel } from '../coverageView';

/**
 * Chooses the service whose coverage the map shows (厘米级 Locate-CM / 亚米级 Locate-DM): a radio
 * group, arrow keys move between the services.
 * @param services the coverage API's services
 * @param value the chosen service id
 * @param onChange called with the new service id
 */
export function ServiceSwitch({
  services,
  value,
  onChange,
}: {
  services: readonly CoverageService[];
  value: number;
  onChange: (serviceId: number) => void;
}) {
  return (
    <Radio.Group
      aria-label="选择服务"
      name="coverageService"
      optionType="button"
      buttonStyle="solid"
      className="cov-switch"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      options={services.map((service) => ({
        value: service.serviceId,
        label: serviceLabel(service),
      }))}
    />
  );
}
