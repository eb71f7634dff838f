import { formatBuildTimes } from './buildReport';

describe('formatBuildTimes', () => {
  it('prints each build in seconds, a failed one as FAILED, then the dev rebuild', () => {
    const text = formatBuildTimes(
      [
        { app: 'mf-marketing', ms: 33_340 },
        { app: 'monolith', error: 'webpack 构建失败' },
      ],
      {
        app: 'mf-marketing',
        file: 'mf-marketing/src/routes/home/HomePage.tsx',
        firstBuildMs: 12_000,
        rebuildMs: 850,
        compileMs: 640,
      },
    );
    expect(text).toMatch(/mf-marketing\s+33\.3/);
    expect(text).toMatch(/monolith\s+FAILED\s+webpack 构建失败/);
    expect(text).toContain("rebuilt in 0.85 s after the save (webpack's compile 0.64 s)");
  });

  it('says why the dev rebuild could not be measured', () => {
    expect(formatBuildTimes([], new Error('开发构建 300 s 内没有完成'))).toContain(
      'dev rebuild: FAILED — 开发构建 300 s 内没有完成',
    );
  });
});
