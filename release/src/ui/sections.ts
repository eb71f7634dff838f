import type { ReleaseAction } from '../deploy/ledger';
import { WITHDRAWN_SHOWN_DAYS } from '../core/status';
import type { Instant } from './format';
import { rateText } from './format';
import { html, type SafeHtml } from './html';
import type { AppView, HistoryView, WithdrawnView } from './model';

/**
 * The ledger's sections of the release page (same wording as `status`): the withdrawn versions,
 * the state of each app and the recent changes. Every value goes through `html` (escaped).
 */

/** The history's actions in Chinese, with the command name for the command line. */
export const ACTION_LABEL: Record<ReleaseAction, string> = {
  release: '发布',
  verify: '验证',
  promote: '启用',
  rollback: '回滚',
  canary: '灰度',
  prune: '清理',
  freeze: '冻结',
  unfreeze: '解冻',
  withdraw: '撤回',
  guard: '中止阈值',
};

const VERIFICATION_LABEL = { ok: '已验证', failed: '验证失败', unverified: '未验证' } as const;

/**
 * An instant for the page.
 * @param at from `instant`
 * @returns `<time datetime="ISO">YYYY-MM-DD HH:mm:ss</time>`, or the text when it is not a date-time
 */
export function timeTag(at: Instant): SafeHtml {
  return at.iso ? html`<time datetime="${at.iso}">${at.text}</time>` : html`${at.text}`;
}

/**
 * A table inside a focusable region that scrolls sideways on narrow screens (keyboard users scroll
 * it with the arrow keys).
 * @param labelId the id of the element naming the region (the section's heading or the caption)
 * @param table the `<table>` markup
 */
export function scrollTable(labelId: string, table: SafeHtml): SafeHtml {
  return html`<div class="scroll" role="region" aria-labelledby="${labelId}" tabindex="0">
    ${table}
  </div>`;
}

const visitorsText = (f: { visitors: number; failedVisitors: number; rate: number | null }) =>
  `${f.failedVisitors} / ${f.visitors} 位访客失败（${rateText(f.rate)}）`;

function withdrawal(w: WithdrawnView, i: number): SafeHtml {
  return html`<li>
    <article aria-labelledby="withdrawn-${i}">
      <h3 id="withdrawn-${i}">
        <span class="badge badge-withdrawn">已撤回</span> ${w.app} <code>${w.version}</code>
      </h3>
      <p class="meta">${timeTag(w.at)} · 撤回人 ${w.by}</p>
      <p class="reason">${w.reason}</p>
      ${w.figures &&
      html`<dl class="figures">
        <div>
          <dt>观察窗口</dt>
          <dd>${w.figures.windowMinutes} 分钟</dd>
        </div>
        <div>
          <dt>灰度版本</dt>
          <dd>${visitorsText(w.figures.candidate)}</dd>
        </div>
        <div>
          <dt>启用版本</dt>
          <dd>${visitorsText(w.figures.active)}</dd>
        </div>
      </dl>`}
    </article>
  </li>`;
}

/**
 * The alert of versions withdrawn in the last 7 days, newest first: app, version, when, by whom,
 * why, and the canary watcher's figures; a calm line when there is none.
 * @param withdrawn `ReleaseView.withdrawn`
 * @returns the `<section>`
 */
export function withdrawnSection(withdrawn: readonly WithdrawnView[]): SafeHtml {
  const title = `已撤回的版本（近 ${WITHDRAWN_SHOWN_DAYS} 天）`;
  if (!withdrawn.length) {
    return html`<section aria-labelledby="withdrawn-title">
      <h2 id="withdrawn-title">${title}</h2>
      <p class="empty">近 ${WITHDRAWN_SHOWN_DAYS} 天没有撤回的版本。</p>
    </section>`;
  }
  return html`<section class="alert" aria-labelledby="withdrawn-title">
    <h2 id="withdrawn-title">⚠ ${title}</h2>
    <p class="meta">打开中的页面在下次跳转时换回启用版本。</p>
    <ul class="withdrawals">
      ${withdrawn.map(withdrawal)}
    </ul>
  </section>`;
}

function canaryCell(canary: AppView['canary']): SafeHtml {
  if (!canary) return html`—`;
  return html`<code>${canary.version}</code> · ${canary.percent}%
    ${canary.startedAt && html`<br />自 ${timeTag(canary.startedAt)}`}
    <br />自动中止：${canary.autoAbort ? '开' : '关'}`;
}

function guardCell(guard: AppView['guard']): SafeHtml {
  if (!guard) return html`—`;
  return html`${guard.windowMinutes} 分钟内 ≥${guard.minVisitors} 位访客失败，且失败率高于启用版本
  ${guard.ratePoints} 个百分点${guard.isDefault ? '（默认）' : ''}`;
}

function appRow(app: AppView): SafeHtml {
  const { frozen } = app;
  return html`<tr${frozen ? html` class="frozen"` : ''}>
<th scope="row">${app.app}${frozen && html` <span class="badge badge-frozen">冻结中</span>`}</th>
<td>${app.active ? html`<code>${app.active}</code>` : '—'}</td>
<td>${canaryCell(app.canary)}</td>
<td>${app.previous ? html`<code>${app.previous}</code>` : '—'}</td>
<td>${frozen ? html`<strong>冻结中</strong>：${frozen.reason}<br />${frozen.by} · ${timeTag(frozen.at)}` : '—'}</td>
<td>${guardCell(app.guard)}</td>
<td>${
    app.versions.length
      ? html`<ul class="versions">
          ${app.versions.map(
            (v) =>
              html`<li>
                <code>${v.version}</code>
                <span class="tag tag-${v.verification}">${VERIFICATION_LABEL[v.verification]}</span
                >${v.withdrawn && html` <span class="tag tag-withdrawn">已撤回</span>`}
              </li>`,
          )}
        </ul>`
      : '—'
  }</td>
</tr>`;
}

/**
 * The table of the five apps: active, canary (version, percent, start, automatic abort), previous,
 * freeze (marked 冻结中, with reason, who and when), guard thresholds, released versions with their
 * verification and withdrawal.
 * @param apps `ReleaseView.apps`
 * @returns the `<section>`
 */
export function appsSection(apps: readonly AppView[]): SafeHtml {
  return html`<section aria-labelledby="apps-title">
    <h2 id="apps-title">应用状态</h2>
    ${scrollTable(
      'apps-title',
      html`<table class="wide">
        <caption>
          各应用的启用、灰度、上一版本、冻结与已发布版本（新→旧）
        </caption>
        <thead>
          <tr>
            <th scope="col">应用</th>
            <th scope="col">启用版本</th>
            <th scope="col">灰度</th>
            <th scope="col">上一版本</th>
            <th scope="col">冻结</th>
            <th scope="col">自动中止阈值</th>
            <th scope="col">已发布版本</th>
          </tr>
        </thead>
        <tbody>
          ${apps.map(appRow)}
        </tbody>
      </table>`,
    )}
  </section>`;
}

function historyRow(e: HistoryView): SafeHtml {
  const fromTo =
    e.from !== undefined || e.to !== undefined ? `${e.from ?? '—'} → ${e.to ?? '—'}` : '—';
  const note = e.reason ?? (e.ok === undefined ? '' : e.ok ? '验证通过' : '验证未通过');
  return html`<tr>
    <td class="nowrap">${timeTag(e.at)}</td>
    <td>${e.by}</td>
    <td class="nowrap">${e.app}</td>
    <td class="nowrap">${ACTION_LABEL[e.action]} <code>${e.action}</code></td>
    <td class="nowrap"><code>${fromTo}</code></td>
    <td class="num">${e.percent === undefined ? '—' : `${e.percent}%`}</td>
    <td class="wide">${note || '—'}</td>
    <td>${e.forced ? html`<strong>强制</strong>` : '—'}</td>
  </tr>`;
}

/**
 * The recent changes: time, who, app, action, from → to, percent, reason, forced.
 * @param history `ReleaseView.history` (the last 20 entries, newest first)
 * @returns the `<section>`
 */
export function historySection(history: readonly HistoryView[]): SafeHtml {
  return html`<section aria-labelledby="history-title">
    <h2 id="history-title">最近变更（最新 ${history.length} 条，新→旧）</h2>
    ${history.length
      ? scrollTable(
          'history-title',
          html`<table class="wide">
            <caption>
              发布台账历史
            </caption>
            <thead>
              <tr>
                <th scope="col">时间</th>
                <th scope="col">操作人</th>
                <th scope="col">应用</th>
                <th scope="col">操作</th>
                <th scope="col">从 → 到</th>
                <th scope="col">比例</th>
                <th scope="col">原因</th>
                <th scope="col">强制</th>
              </tr>
            </thead>
            <tbody>
              ${history.map(historyRow)}
            </tbody>
          </table>`,
        )
      : html`<p class="empty">台账还没有变更记录。</p>`}
  </section>`;
}
