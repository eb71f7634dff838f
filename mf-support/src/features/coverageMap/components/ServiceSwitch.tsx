import { useId } from 'react';
import type { CoverageService } from '@xingheng/shared';
import { PlainRadioGroup } from '@xingheng/shared/ui';
import { serviceLabel } from '../coverageView';

/**
 * Chooses the service whose coverage the map shows (厘米级 Locate-CM / 亚米级 Locate-DM): a radio
 * group named 选择服务, drawn as joined buttons with the chosen one filled (the kit's
 * `PlainRadioGroup`, no antd); the arrow keys move between the services. Disabled until hydrated.
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
  const id = useId();
  return (
    <PlainRadioGroup
      binding={{
        id,
        name: 'coverageService',
        value: String(value),
        error: undefined,
        errorId: `${id}-error`,
        onChange: () => undefined,
        onBlur: () => undefined,
        onChoose: (chosen) => onChange(Number(chosen)),
      }}
      label="选择服务"
      labelHidden
      optionType="button"
      className="cov-switch"
      options={services.map((service) => ({
        value: String(service.serviceId),
        label: serviceLabel(service),
      }))}
    />
  );
}
