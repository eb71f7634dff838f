import type { ChartSpec } from './charts';
import { rateText } from './format';
import { html, scriptJson, SafeHtml } from './html';
import type { RemoteSection, RemoteVersionRow } from './loads';
import type { ReleaseView } from './model';
import { appsSection, historySection, scrollTable, timeTag, withdrawnSection } from './sections';
import { PAGE_STYLE } from './style';

/**
 * The release page's HTML (`GET /` of `serveReleaseUi`), rendered on the server from a
 * `ReleaseView`: read-only, in Chinese, reloading itself; every value escaped by `html`.
 */

/** The page's title. */
export const PAGE_TITLE = '星衡时空 · 发布看板（只读）';

/** What the page says to anyone who tries to change something (also the 405 answer). */
export const READ_ONLY_NOTICE = '只读页面：发布操作请使用命令行（npm run release -- …）';

/** The path that pauses the reloads (WCAG 2.2.1: a reader can turn the time limit off). */
export const PAUSED_PATH = '/?refresh=off';

const number = (n: number | null) => (n === null ? '—' : String(n));

function kindsText(row: RemoteVersionRow): string {
  if (!row.failureVisitors) return '—';
  const kinds = Object.entries(row.failureKinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join('，');
  return `${row.failureVisitors} 位访客（${kinds}）`;
}

function versionRow(row: RemoteVersionRow): SafeHtml {
  return html`<tr>
    <th scope="row"><code>${row.version}</code></th>
    <td>${row.roles.join('，') || '—'}</td>
    <td class="num">${row.visitors}</td>
    <td class="num">${row.failedVisitors}</td>
    <td class="num">${rateText(row.rate)}</td>
    <td class="num">${number(row.durationMsAvg)}</td>
    <td class="num">${number(row.durationMsMax)}</td>
    <td>${kindsText(row)}</td>
  </tr>`;
}

function chartFigure(chart: ChartSpec, caption: string): SafeHtml {
  return html`<figure>
    <figcaption>${caption}</figcaption>
    <div id="${chart.id}" class="chart" role="img" aria-label="${chart.label}"></div>
  </figure>`;
}

function remoteSection(section: RemoteSection): SafeHtml {
  const id = `remote-${section.remote}`;
  const [rate, duration] = section.charts;
  return html`<section aria-labelledby="${id}">
    <h3 id="${id}">${section.remote}</h3>
    ${rate && duration
      ? html`<div class="charts">
          ${chartFigure(rate, '每分钟失败率（线，%）与访客（柱）')}${chartFigure(
            duration,
            '每分钟平均加载耗时（毫秒）',
          )}
        </div>`
      : html`<p class="empty">近 24 小时没有加载上报</p>`}
    ${section.versions.length > 0 &&
    scrollTable(
      `${id}-table`,
      html`<table>
        <caption id="${id}-table">
          ${section.remote} 各版本近 24 小时汇总（按访客计）
        </caption>
        <thead>
          <tr>
            <th scope="col">版本</th>
            <th scope="col">状态</th>
            <th scope="col">访客</th>
            <th scope="col">失败访客</th>
            <th scope="col">失败率</th>
            <th scope="col">平均加载 ms</th>
            <th scope="col">最长加载 ms</th>
            <th scope="col">失败上报</th>
          </tr>
        </thead>
        <tbody>
          ${section.versions.map(versionRow)}
        </tbody>
      </table>`,
    )}
  </section>`;
}

/** The charts' script: ECharts from `/echarts.min.js`, then one `init(...).setOption(...)` each. */
function chartScript(charts: readonly ChartSpec[], nonce: string, echartsSrc: string): SafeHtml {
  if (!charts.length) return html``;
  const specs = charts.map(({ id, units, option }) => ({ id, units, option }));
  // Tooltips name the unit of each series' axis; the formatter is the one function of the page.
  const init =
    `(function(){var charts=${scriptJson(specs)};if(!window.echarts)return;` +
    `charts.forEach(function(c){var el=document.getElementById(c.id);if(!el)return;` +
    `(c.option.series||[]).forEach(function(s){var u=c.units[s.yAxisIndex||0]||'';` +
    `s.tooltip={valueFormatter:function(v){return v==null?'—':v+u;}};});` +
    `var chart=echarts.init(el);chart.setOption(c.option);` +
    `window.addEventListener('resize',function(){chart.resize();});});})();`;
  return html`<script nonce="${nonce}" src="${echartsSrc}"></script>
    <script nonce="${nonce}">
      ${new SafeHtml(init)};
    </script>`;
}

/**
 * Renders the whole page.
 * @param view from `buildReleaseView`
 * @param page `nonce`: the CSP nonce of this response (base64), carried by both scripts;
 *   `echartsSrc`: the URL of ECharts (`/echarts.min.js?v=…`)
 * @returns the HTML document (UTF-8 text)
 */
export function renderReleasePage(
  view: ReleaseView,
  page: { nonce: string; echartsSrc: string },
): string {
  const refresh = view.paused
    ? html`自动刷新已暂停 · <a href="/">恢复（每 ${view.refreshSeconds} 秒自动刷新）</a>`
    : html`每 ${view.refreshSeconds} 秒自动刷新 · <a href="${PAUSED_PATH}">暂停自动刷新</a>`;
  return html`<!doctype html>
    <html lang="zh-CN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        ${!view.paused && html`<meta http-equiv="refresh" content="${view.refreshSeconds}" />`}
        <title>${PAGE_TITLE}</title>
        <style>
          ${new SafeHtml(PAGE_STYLE)}
        </style>
      </head>
      <body>
        <div class="page">
          <header>
            <h1>${PAGE_TITLE}</h1>
            <p class="meta">
              生成于 ${timeTag(view.generatedAt)}（北京时间）· 部署目标：<code>${view.target}</code>
            </p>
            <p class="meta">${refresh}</p>
            <p class="readonly">${READ_ONLY_NOTICE}</p>
          </header>
          <main>
            ${withdrawnSection(view.withdrawn)} ${appsSection(view.apps)}
            ${historySection(view.history)}
            <section aria-labelledby="loads-title">
              <h2 id="loads-title">远程应用加载（近 24 小时，每分钟）</h2>
              ${view.databaseNote && html`<p class="note">${view.databaseNote}</p>`}
              ${view.remotes.map(remoteSection)}
            </section>
          </main>
        </div>
        ${chartScript(
          view.remotes.flatMap((r) => r.charts),
          page.nonce,
          page.echartsSrc,
        )}
      </body>
    </html> `.value;
}
