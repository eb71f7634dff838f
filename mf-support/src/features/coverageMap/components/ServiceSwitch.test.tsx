import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGIONS } from '../../../testing/coverageFixtures';
import { ServiceSwitch } from './ServiceSwitch';

function Chooser({ onChange }: { onChange: (serviceId: number) => void }) {
  const [value, setValue] = useState(REGIONS.services[0]?.serviceId ?? 0);
  return (
    <ServiceSwitch
      services={REGIONS.services}
      value={value}
      onChange={(serviceId) => {
        setValue(serviceId);
        onChange(serviceId);
      }}
    />
  );
}

test('a radio group named 选择服务: a click or an arrow key chooses a service by its id', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Chooser onChange={onChange} />);
  const group = screen.getByRole('radiogroup', { name: '选择服务' });
  expect(group.className).not.toMatch(/ant-/);
  const centimetre = screen.getByRole('radio', { name: '厘米级 Locate-CM' });
  const subMetre = screen.getByRole('radio', { name: '亚米级 Locate-DM' });
  expect(centimetre).toBeChecked();
  await user.click(subMetre);
  expect(onChange).toHaveBeenLastCalledWith(REGIONS.services[1]?.serviceId);
  expect(subMetre).toBeChecked();
  await user.keyboard('{ArrowLeft}');
  expect(centimetre).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(REGIONS.services[0]?.serviceId);
});
