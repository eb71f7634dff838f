import { highlight } from './highlight';

describe('highlight', () => {
  it('marks a Chinese query inside Chinese text', () => {
    expect(highlight('智能驾驶高精度定位方案', '高精度')).toEqual([
      { text: '智能驾驶', match: false },
      { text: '高精度', match: true },
      { text: '定位方案', match: false },
    ]);
  });

  it('marks every occurrence, including one at each end', () => {
    expect(highlight('定位服务与定位硬件，厘米级定位', '定位')).toEqual([
      { text: '定位', match: true },
      { text: '服务与', match: false },
      { text: '定位', match: true },
      { text: '硬件，厘米级', match: false },
      { text: '定位', match: true },
    ]);
  });

  it('trims the query', () => {
    expect(highlight('NTRIP 挂载点', ' ntrip ')).toEqual([
      { text: 'NTRIP', match: true },
      { text: ' 挂载点', match: false },
    ]);
  });

  it('matches Latin letters case-insensitively and keeps the text as written', () => {
    expect(highlight('Ntrip 接入与 NTRIP 端口', 'ntrip')).toEqual([
      { text: 'Ntrip', match: true },
      { text: ' 接入与 ', match: false },
      { text: 'NTRIP', match: true },
      { text: ' 端口', match: false },
    ]);
  });

  it('takes regular-expression characters in the query literally', () => {
    expect(highlight('C++ SDK 与 C SDK', 'C++')).toEqual([
      { text: 'C++', match: true },
      { text: ' SDK 与 C SDK', match: false },
    ]);
    expect(highlight('接口（RS232）与接口(CAN)', '(')).toEqual([
      { text: '接口（RS232）与接口', match: false },
      { text: '(', match: true },
      { text: 'CAN)', match: false },
    ]);
    expect(highlight('a.b axb', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b axb', match: false },
    ]);
  });

  it('gives one plain piece without a query or a match, and nothing for no text', () => {
    expect(highlight('RTK 差分服务', '')).toEqual([{ text: 'RTK 差分服务', match: false }]);
    expect(highlight('RTK 差分服务', '  ')).toEqual([{ text: 'RTK 差分服务', match: false }]);
    expect(highlight('RTK 差分服务', 'PPK')).toEqual([{ text: 'RTK 差分服务', match: false }]);
    expect(highlight('', 'RTK')).toEqual([]);
  });

  it('joins back to the original text', () => {
    const text = 'PPP-RTK 收敛时间 ppp-rtk 与 RTK';
    expect(
      highlight(text, 'rtk')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
