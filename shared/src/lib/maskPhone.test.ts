import { maskPhone } from './maskPhone';

test('keeps the first 3 and last 4 digits', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
});

test('hides anything too short to mask', () => {
  expect(maskPhone('123')).toBe('****');
});
