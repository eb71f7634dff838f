/**
 * The release page's stylesheet (inline: the CSP allows `style-src 'unsafe-inline'`). One column
 * from 375 px; the two charts of a remote side by side from 960 px; wide tables scroll
 * horizontally inside a focusable region, their row headers staying in view.
 */
export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:15px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2328;background:#f6f8fa}
.page{max-width:1400px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:0 0 4px}
h2{font-size:1.2rem;margin:0 0 8px}
h3{font-size:1.05rem;margin:0 0 6px}
section{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px;margin:0 0 16px}
section section{border:0;padding:0;margin:16px 0 0}
.meta{margin:0;color:#57606a}
.readonly{margin:8px 0 0;padding:6px 10px;background:#ddf4ff;border-radius:6px}
code{font:0.9em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.alert{border:2px solid #cf222e;background:#fff5f5}
.alert h2{color:#a40e26}
.withdrawals{list-style:none;margin:0;padding:0}
.withdrawals>li{border-top:1px solid #ffcecb;padding:10px 0}
.reason{margin:4px 0;font-weight:600}
dl.figures{display:flex;flex-wrap:wrap;gap:4px 24px;margin:4px 0 0}
dl.figures dt{color:#57606a}
dl.figures dd{margin:0}
.badge{display:inline-block;padding:0 6px;border-radius:4px;font-size:.85em;font-weight:600;white-space:nowrap}
.badge-withdrawn{background:#cf222e;color:#fff}
.badge-frozen{background:#fff8c5;color:#6a4500;border:1px solid #d4a72c}
.tag{font-size:.85em;white-space:nowrap}
.tag-ok{color:#1a7f37}.tag-failed{color:#cf222e}.tag-unverified{color:#6e7781}.tag-withdrawn{color:#cf222e;font-weight:600}
.scroll{overflow-x:auto;max-width:100%}
.scroll:focus{outline:2px solid #0969da;outline-offset:2px}
table{border-collapse:collapse;width:100%;min-width:640px}
table.wide{min-width:1040px}
table code,time{white-space:nowrap;overflow-wrap:normal}
tbody th[scope=row]{position:sticky;left:0;z-index:1;background:#fff;white-space:nowrap}
caption{text-align:left;font-weight:600;padding:0 0 6px}
th,td{border-bottom:1px solid #d8dee4;padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:#f6f8fa;white-space:nowrap}
td.nowrap,th.nowrap{white-space:nowrap}
td.wide{min-width:16em}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.frozen th,tr.frozen td,tr.frozen th[scope=row]{background:#fffbe6}
ul.versions{list-style:none;margin:0;padding:0}
.note{padding:6px 10px;background:#fff8c5;border-radius:6px}
.empty{color:#57606a}
.charts{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;margin:0 0 12px}
figure{margin:0}
figcaption{font-weight:600}
.chart{width:100%;height:280px}
@media (min-width:960px){.charts{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
a{color:#0969da}
`;
