import { choiceFilterProps } from './choiceFilterProps';

const ALL = { label: '全部', value: 'all' };
const CHOICES = [
  { label: '维护公告', value: 'maintenance' },
  { label: '版本发布', value: 'release' },
] as const;

describe('choiceFilterProps', () => {
  it('lists the all button first and selects it when nothing is chosen', () => {
    const props = choiceFilterProps(ALL, CHOICES, null, jest.fn());
    expect(props.options).toEqual([ALL, ...CHOICES]);
    expect(props.value).toBe('all');
    expect(props).toMatchObject({ optionType: 'button', buttonStyle: 'solid' });
  });

  it('selects the current choice', () => {
    expect(choiceFilterProps(ALL, CHOICES, 'release', jest.fn()).value).toBe('release');
  });

  it('reports the picked choice, and null for the all button', () => {
    const onPick = jest.fn();
    const { onChange } = choiceFilterProps(ALL, CHOICES, 'release', onPick);
    onChange({ target: { value: 'maintenance' } });
    onChange({ target: { value: 'all' } });
    expect(onPick.mock.calls).toEqual([['maintenance'], [null]]);
  });
});
