import { watchContentVersion } from './contentWatch';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchContentVersion', () => {
  it('calls onChange when the version moved, reading at most once per interval', async () => {
    let version = 7;
    let reads = 0;
    let time = 0;
    const changes: number[] = [];
    const poke = watchContentVersion(
      async () => {
        reads += 1;
        return version;
      },
      () => changes.push(time),
      250,
      () => time,
    );
    poke();
    await settle();
    expect([reads, changes]).toEqual([1, []]);
    version = 8;
    time = 100;
    poke();
    await settle();
    expect([reads, changes]).toEqual([1, []]);
    time = 300;
    poke();
    await settle();
    expect([reads, changes]).toEqual([2, [300]]);
    time = 600;
    poke();
    await settle();
    expect([reads, changes]).toEqual([3, [300]]);
  });

  it('ignores a failed read and keeps the last version it saw', async () => {
    const answers: (number | Error)[] = [3, new Error('数据库不可用'), 3, 4];
    let time = 0;
    let changes = 0;
    const poke = watchContentVersion(
      async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next ?? 0;
      },
      () => (changes += 1),
      250,
      () => time,
    );
    for (const at of [0, 300, 600, 900]) {
      time = at;
      poke();
      await settle();
    }
    expect(changes).toBe(1);
  });
});
