import { serviceSeed } from './catalog';
import { serviceDetailSeed } from './serviceDetails';
import type { SupportArticleSeed } from './supportArticleSeed';

/** Rows of the caster / port table, from the services' own NTRIP details (one source for ports). */
function portRows(): string {
  return serviceDetailSeed
    .flatMap((detail) => {
      const name = serviceSeed.find((s) => s.id === detail.service_id)?.name.split(' ')[0] ?? '';
      const ports = JSON.parse(detail.ntrip_ports_json) as { frame: string; port: number }[];
      return ports.map(
        (p) =>
          `    <tr><td>${name}</td><td><code>${detail.ntrip_caster}</code></td><td>${p.port}</td><td>${p.frame}</td></tr>`,
      );
    })
    .join('\n');
}

/** SDK and NTRIP access (category `access`), figures illustrative. */
export const supportAccessSeed: SupportArticleSeed[] = [
  {
    id: 16,
    title: 'NTRIP 接入参数说明',
    category: 'access',
    summary: '播发服务器地址、各服务按坐标框架划分的端口、挂载点、认证方式与 GGA 上报要求一览。',
    updatedAt: '2026-11-18',
    sortOrder: 1,
    html: `
<p>星衡时空通过 NTRIP 1.0 / 2.0 协议播发差分改正数。同一个播发服务器按服务与坐标框架使用不同端口，请按所购服务和成果需要的框架选择。</p>
<h2>服务器与端口</h2>
<table>
  <thead><tr><th>服务</th><th>服务器</th><th>端口</th><th>坐标框架</th></tr></thead>
  <tbody>
${portRows()}
  </tbody>
</table>
<h2>挂载点</h2>
<ul>
  <li><code>RTCM33_GRCE</code>：GPS、GLONASS、北斗、Galileo 四系统 MSM4（推荐，流量较小）；</li>
  <li><code>RTCM33_GRCE7</code>：四系统 MSM7，适合需要高分辨率观测值的接收机；</li>
  <li><code>RTD_GRCE</code>：Locate-DM 伪距差分；</li>
  <li><code>SSR_GRCE</code>：Orion 互联网通道的 SSR 改正数。</li>
</ul>
<p>不带挂载点请求时，服务器返回源列表（SOURCETABLE），可用于确认可用的挂载点。</p>
<h2>认证与上报</h2>
<ol>
  <li>用户名为服务账号名，密码为在用户中心设置的接入密码，采用 HTTP Basic 认证；</li>
  <li>连接建立后终端须上报 NMEA GGA 语句，间隔 1–10 秒，否则约 30 秒后连接会被断开；</li>
  <li>同一账号同一时间只允许一个连接，新的连接会使旧连接断开。</li>
</ol>
<p>播发服务器对每个账号的下行流量不做限制，MSM4 四系统典型带宽约 1.5 KB/s。</p>
`,
  },
  {
    id: 17,
    title: 'RTCM 3.3 电文说明',
    category: 'access',
    summary: '各挂载点播发的 RTCM 电文类型、发送频率与用途，以及接收机需要支持的最低版本。',
    updatedAt: '2026-10-20',
    sortOrder: 2,
    html: `
<p>差分改正数以 RTCM 10403.3（RTCM 3.3）格式播发。接收机须支持 RTCM 3.2 及以上版本的 MSM 电文。</p>
<h2>RTCM33_GRCE 挂载点</h2>
<table>
  <thead><tr><th>电文号</th><th>内容</th><th>发送间隔</th></tr></thead>
  <tbody>
    <tr><td>1005</td><td>参考站天线参考点坐标</td><td>10 s</td></tr>
    <tr><td>1033</td><td>接收机与天线描述</td><td>10 s</td></tr>
    <tr><td>1074</td><td>GPS MSM4</td><td>1 s</td></tr>
    <tr><td>1084</td><td>GLONASS MSM4</td><td>1 s</td></tr>
    <tr><td>1094</td><td>Galileo MSM4</td><td>1 s</td></tr>
    <tr><td>1124</td><td>北斗 MSM4</td><td>1 s</td></tr>
    <tr><td>1230</td><td>GLONASS 码相位偏差</td><td>10 s</td></tr>
  </tbody>
</table>
<p><code>RTCM33_GRCE7</code> 挂载点以 MSM7（1077、1087、1097、1127）代替 MSM4，其余相同。</p>
<h2>Orion SSR 改正数</h2>
<p><code>SSR_GRCE</code> 播发 RTCM 3.3 SSR 电文：轨道与钟差改正（1060、1066、1243、1261 等）、码偏差与相位偏差，更新间隔 5 秒，须由 Orion SDK 或支持 SSR 的接收机解算。</p>
<h2>常见问题</h2>
<ul>
  <li>接收机只支持 RTCM 3.0/3.1 的传统电文（1004、1012）时，请联系技术支持开通兼容挂载点；</li>
  <li>北斗三号新频点（B1C、B2a）的观测值包含在 MSM7 中，建议新设备使用 MSM7。</li>
</ul>
`,
  },
  {
    id: 18,
    title: 'Android 定位 SDK 集成指南',
    category: 'access',
    summary: '在 Android 应用中集成星衡时空定位 SDK：依赖引入、权限、初始化、启动定位与状态回调。',
    updatedAt: '2026-11-05',
    sortOrder: 3,
    html: `
<p>Android 定位 SDK 负责账号鉴权、GGA 上报、接收改正数并透传给 GNSS 模组，断线自动重连。支持 Android 8.0 及以上版本。</p>
<h2>一、引入依赖</h2>
<p>在模块的 <code>build.gradle</code> 中加入：</p>
<p><code>implementation "com.xingheng.location:locate-sdk:3.4.2"</code></p>
<h2>二、权限</h2>
<ul>
  <li><code>android.permission.INTERNET</code>：连接播发服务器；</li>
  <li><code>android.permission.ACCESS_FINE_LOCATION</code>：读取 GNSS 观测与位置；</li>
  <li>如使用外接接收机，还需蓝牙或 USB 串口权限。</li>
</ul>
<h2>三、初始化与启动</h2>
<ol>
  <li>在 <code>Application.onCreate</code> 中调用 <code>XhLocate.init(context, config)</code>，传入服务账号与接入密码；</li>
  <li>调用 <code>XhLocate.start(listener)</code> 开始定位，SDK 自动选择端口与挂载点；</li>
  <li>在 <code>onLocation</code> 回调中读取位置、解状态（固定 / 浮点 / 差分 / 单点）与精度估计；</li>
  <li>退出前调用 <code>XhLocate.stop()</code> 释放连接。</li>
</ol>
<h2>四、状态码</h2>
<table>
  <thead><tr><th>状态码</th><th>含义</th></tr></thead>
  <tbody>
    <tr><td>0</td><td>正常</td></tr>
    <tr><td>1001</td><td>账号或密码错误</td></tr>
    <tr><td>1002</td><td>账号已过期或未激活</td></tr>
    <tr><td>1003</td><td>账号在其他设备登录</td></tr>
    <tr><td>2001</td><td>网络不可用，正在重连</td></tr>
  </tbody>
</table>
<p>请勿将接入密码硬编码在客户端代码中，建议由您的服务端下发并加密保存。</p>
`,
  },
  {
    id: 19,
    title: 'Linux 定位 SDK 集成指南（ARM / x86）',
    category: 'access',
    summary:
      '面向车载、机器人与工控设备的 Linux SDK：支持的平台、串口配置、守护进程模式与日志采集。',
    updatedAt: '2026-10-30',
    sortOrder: 4,
    html: `
<p>Linux 定位 SDK 以动态库与守护进程两种形式提供，支持 aarch64、armv7 与 x86_64，glibc 2.17 及以上。</p>
<h2>支持的接入方式</h2>
<ul>
  <li><strong>动态库</strong>：链接 <code>libxhlocate.so</code>，在您的程序中调用 C 接口；</li>
  <li><strong>守护进程</strong>：运行 <code>xhlocated</code>，从串口读取 GNSS 数据并写回改正数，不改动现有程序。</li>
</ul>
<h2>守护进程配置</h2>
<p>配置文件 <code>/etc/xhlocate/xhlocated.conf</code> 的主要项：</p>
<table>
  <thead><tr><th>配置项</th><th>说明</th><th>示例</th></tr></thead>
  <tbody>
    <tr><td>serial</td><td>GNSS 模组串口</td><td><code>/dev/ttyS1</code></td></tr>
    <tr><td>baudrate</td><td>波特率</td><td>115200</td></tr>
    <tr><td>account</td><td>服务账号</td><td>—</td></tr>
    <tr><td>frame</td><td>坐标框架</td><td>CGCS2000</td></tr>
    <tr><td>log_dir</td><td>日志目录</td><td><code>/var/log/xhlocate</code></td></tr>
  </tbody>
</table>
<h2>日志与排查</h2>
<p>日志按天滚动保存 7 天。反馈问题时，请在“问题反馈”中附上出现问题时段的 <code>xhlocated.log</code>（纯文本，扩展名 .log 或 .txt，单个不超过 2 MB），便于技术支持定位原因。</p>
`,
  },
  {
    id: 20,
    title: 'GGA 上报与虚拟参考站',
    category: 'access',
    summary: '为什么终端必须上报 GGA、上报频率与内容要求，以及位置跨区时虚拟参考站如何切换。',
    updatedAt: '2026-09-16',
    sortOrder: 5,
    html: `
<p>网络 RTK 服务根据终端的概略位置，在其附近生成一个虚拟参考站（VRS），再按该站播发改正数。终端上报的 GGA 语句就是服务端获取概略位置的唯一途径。</p>
<h2>上报要求</h2>
<ul>
  <li>格式为标准 NMEA 0183 GGA，校验和正确；</li>
  <li>间隔 1–10 秒，建议 5 秒；</li>
  <li>单点解即可，位置误差在数十米以内不影响改正数质量；</li>
  <li>首次连接后 30 秒内未收到有效 GGA，连接会被断开。</li>
</ul>
<h2>移动中的切换</h2>
<p>终端移动超过约 30 km 时，服务端会自动重建虚拟参考站。切换时改正数连续，接收机通常保持固定解；个别老型号接收机可能短暂回到浮点解后重新固定。</p>
<h2>位置数据的使用</h2>
<p>GGA 中的位置仅用于生成改正数与服务质量统计，详见“隐私政策”。</p>
`,
  },
];
