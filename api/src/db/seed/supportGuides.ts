import type { SupportArticleSeed } from './supportArticleSeed';

/** Product guides (category `guide`), figures illustrative. */
export const supportGuideSeed: SupportArticleSeed[] = [
  {
    id: 11,
    title: 'Locate-CM 快速入门',
    category: 'guide',
    summary: '从开通账号到获得第一个固定解：准备设备、填写 NTRIP 参数、确认定位质量的完整步骤。',
    updatedAt: '2026-11-10',
    sortOrder: 1,
    html: `
<p>Locate-CM 是基于全国连续运行参考站网的网络 RTK 服务。按照以下步骤，通常 10 分钟内即可完成接入并获得厘米级固定解。</p>
<h2>一、准备工作</h2>
<ul>
  <li>一台支持 RTK 的双频（或多频）GNSS 接收机，或集成了定位 SDK 的终端；</li>
  <li>接收机可访问互联网（4G/5G 或有线网络），出方向放行 TCP 8001–8003 端口；</li>
  <li>在用户中心开通的 Locate-CM 服务账号（可先申请免费试用）。</li>
</ul>
<h2>二、获取服务账号</h2>
<ol>
  <li>登录官网，进入“用户中心 → 服务账号”；</li>
  <li>找到状态为“已激活”的 Locate-CM 账号，记下账号名，点击“重置密码”设置接入密码；</li>
  <li>手动激活方式的账号需在首次使用前点击“激活”，激活后开始计算服务期。</li>
</ol>
<h2>三、配置接收机</h2>
<p>在接收机或手簿的“网络 RTK / NTRIP 客户端”设置中填写：</p>
<table>
  <thead><tr><th>参数</th><th>取值</th></tr></thead>
  <tbody>
    <tr><td>服务器地址</td><td><code>ntrip.xingheng-space.com</code></td></tr>
    <tr><td>端口</td><td>8001（CGCS2000），8002（WGS84），8003（ITRF2020）</td></tr>
    <tr><td>挂载点</td><td><code>RTCM33_GRCE</code>（四系统 MSM4）或 <code>RTCM33_GRCE7</code>（MSM7）</td></tr>
    <tr><td>用户名 / 密码</td><td>服务账号名与接入密码</td></tr>
  </tbody>
</table>
<p>接收机须开启 GGA 上报（建议 1 秒或 5 秒一次），服务端根据 GGA 中的概略位置生成虚拟参考站改正数。</p>
<h2>四、确认定位质量</h2>
<p>连接成功后，在开阔环境下接收机一般数秒内由“单点解”变为“浮点解”，再变为“固定解”。GGA 语句中解状态字段为 <code>4</code> 即为固定解，水平精度约 2 cm + 1 ppm。</p>
<p>若长时间停留在浮点解，请参阅“定位长时间无法固定怎么办”。</p>
`,
  },
  {
    id: 12,
    title: 'Locate-DM 亚米级服务快速入门',
    category: 'guide',
    summary: '单频终端也能用的 RTD 差分：适用设备、接入参数、典型精度与批量账号的使用方法。',
    updatedAt: '2026-10-28',
    sortOrder: 2,
    html: `
<p>Locate-DM 播发伪距差分（RTD）改正数，单频 GNSS 芯片即可将定位误差从 3–5 米降到亚米级，适合共享出行、物流车辆和资产追踪等大批量终端。</p>
<h2>适用设备</h2>
<ul>
  <li>支持 RTCM 3.x 差分输入的单频或双频 GNSS 模组；</li>
  <li>集成星衡时空轻量版定位 SDK 的 Android 或嵌入式 Linux 终端。</li>
</ul>
<h2>接入参数</h2>
<table>
  <thead><tr><th>坐标框架</th><th>端口</th><th>挂载点</th></tr></thead>
  <tbody>
    <tr><td>CGCS2000</td><td>8004</td><td><code>RTD_GRCE</code></td></tr>
    <tr><td>WGS84</td><td>8005</td><td><code>RTD_GRCE</code></td></tr>
  </tbody>
</table>
<p>服务器地址与 Locate-CM 相同：<code>ntrip.xingheng-space.com</code>。终端同样需要上报 GGA。</p>
<h2>典型表现</h2>
<p>开阔环境下获得差分解后即可输出，水平精度约 0.5 m（RMS）。在高楼密集区、林荫道与高架桥下，精度会因多路径效应下降，建议配合车辆惯导或轮速信息使用。</p>
<h2>批量终端</h2>
<p>企业用户可在订购时一次开通多个账号，并通过用户中心导出账号清单，由产线或设备管理平台批量写入终端。账号与终端一一对应，同一账号同一时间只能有一个在线连接。</p>
`,
  },
  {
    id: 13,
    title: 'Orion 星基增强服务使用指南',
    category: 'guide',
    summary: '卫星 L 波段与互联网双通道的 PPP-RTK 服务：收敛过程、精度随时间的变化与适用场景。',
    updatedAt: '2026-10-15',
    sortOrder: 3,
    html: `
<p>Orion 以 PPP-RTK 状态空间（SSR）形式播发精密轨道、钟差、偏差与区域大气改正，终端可通过 L 波段卫星信号或互联网接收改正数。</p>
<h2>两种接收方式</h2>
<ul>
  <li><strong>卫星通道</strong>：终端需支持 L 波段解调（如 LF-GNSS 系列模组），无需移动网络，适合海上与偏远地区；</li>
  <li><strong>互联网通道</strong>：通过 NTRIP 接入 <code>ntrip.xingheng-space.com</code>，端口 8011（ITRF2020）、8012（WGS84）、8013（CGCS2000）。</li>
</ul>
<p>两种通道可同时开启，SDK 会自动选择可用的改正数来源，切换过程对定位输出无感。</p>
<h2>收敛过程</h2>
<p>与网络 RTK 不同，PPP-RTK 需要一段收敛时间：约 1 分钟后水平精度优于 10 cm，约 15 分钟后优于 4 cm。在我国近海及周边增强区域，收敛更快。</p>
<h3>缩短收敛的建议</h3>
<ol>
  <li>使用多频多系统接收机，并开启北斗三号 B2b 与 Galileo E5 频点；</li>
  <li>天线安装在遮挡少的位置，避免频繁断电重启；</li>
  <li>设备短时失锁后不要重置滤波器，SDK 支持热启动快速重收敛。</li>
</ol>
<h2>适用场景</h2>
<p>海洋测量与海工作业、远洋渔业、电力与油气管线巡检、野外勘探，以及跨境行驶的智能驾驶车辆。</p>
`,
  },
  {
    id: 14,
    title: '固定解与浮点解：如何判断定位质量',
    category: 'guide',
    summary:
      '读懂 GGA 解状态与精度因子：单点解、差分解、浮点解、固定解分别意味着什么，何时可以放心使用。',
    updatedAt: '2026-09-22',
    sortOrder: 4,
    html: `
<p>RTK 定位的关键是解算载波相位的整周模糊度。模糊度是否被正确确定，决定了结果是厘米级还是分米级。</p>
<h2>GGA 中的解状态</h2>
<table>
  <thead><tr><th>状态值</th><th>含义</th><th>典型精度</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>单点解：未使用差分改正</td><td>3–5 m</td></tr>
    <tr><td>2</td><td>伪距差分解（RTD）</td><td>0.3–1 m</td></tr>
    <tr><td>5</td><td>浮点解：模糊度为实数，尚未固定</td><td>0.1–0.5 m</td></tr>
    <tr><td>4</td><td>固定解：模糊度已确定为整数</td><td>1–3 cm</td></tr>
  </tbody>
</table>
<h2>浮点解为什么不够</h2>
<p>浮点解说明改正数已经在用，但模糊度还没有足够把握确定。此时位置会随时间缓慢漂移，不适合放样、机械控制等需要厘米级精度的作业。</p>
<h2>如何确认固定解可靠</h2>
<ul>
  <li>查看差分龄期（GGA 第 13 字段），正常应小于 5 秒；</li>
  <li>参与解算的卫星数不少于 10 颗，PDOP 小于 3；</li>
  <li>在已知点上复测，平面偏差应在 3 cm 以内；</li>
  <li>固定后如在遮挡环境中频繁失锁，应等待重新固定后再作业。</li>
</ul>
<p>电离层活跃时固定时间可能变长，可在“支持中心 → 电离层监测”查看当前活动水平。</p>
`,
  },
  {
    id: 15,
    title: '坐标系说明：CGCS2000、WGS84 与 ITRF2020',
    category: 'guide',
    summary:
      '三种坐标框架的来历与差异，为什么同一点在不同框架下的坐标会有厘米级的差别，以及如何选择端口。',
    updatedAt: '2026-09-05',
    sortOrder: 5,
    html: `
<p>高精度定位的结果总是相对于某个坐标参考框架。星衡时空在不同端口按不同框架播发改正数，选择正确的端口可以避免成果出现系统性偏差。</p>
<h2>三种框架</h2>
<ul>
  <li><strong>CGCS2000</strong>：2000 国家大地坐标系，我国法定坐标系，参考历元 2000.0，测绘成果与国土数据通常使用该框架；</li>
  <li><strong>WGS84</strong>：GPS 使用的全球坐标系，当前实现与 ITRF 在厘米级上一致，地图与导航应用常用；</li>
  <li><strong>ITRF2020</strong>：国际地球参考框架的最新实现，使用观测当前历元，适合科研与跨国作业。</li>
</ul>
<h2>差异从哪里来</h2>
<p>CGCS2000 与 WGS84 的椭球参数几乎相同（扁率差异引起的坐标差在亚毫米级），在同一历元下两者的实现在厘米级上一致，远不到米级。剩下的差异来自参考历元：CGCS2000 的坐标固定在 2000.0 历元，而我国所在的板块每年移动约 3 cm，按观测当前历元表示的坐标会逐年与之偏开。服务端已按所选端口完成框架与历元的归算，终端直接得到该框架下的坐标，不要再自行叠加转换。</p>
<h2>如何选择</h2>
<table>
  <thead><tr><th>应用</th><th>建议框架</th></tr></thead>
  <tbody>
    <tr><td>测绘、国土、工程放样</td><td>CGCS2000</td></tr>
    <tr><td>互联网地图叠加、通用导航</td><td>WGS84</td></tr>
    <tr><td>科研、跨境与全球作业</td><td>ITRF2020</td></tr>
  </tbody>
</table>
<p>注意：国内公开地图服务还可能使用加密偏移坐标，与以上三种框架均不相同，叠加显示前请按地图服务商的说明处理。</p>
`,
  },
];
