/** `/terms/integration`: third-party SDKs integrated in our apps and SDK, and what they collect. */
export const integrationHtml = `
<p>为实现支付、推送、崩溃分析等功能，星衡时空的移动应用与定位 SDK 集成了以下第三方软件开发工具包（SDK）。我们对第三方 SDK 进行安全评估，并要求其按照约定与法律法规处理个人信息。第三方 SDK 的具体处理规则以其官方隐私政策为准。</p>
<h2>一、星衡时空 App 集成的第三方 SDK</h2>
<table>
  <thead><tr><th>SDK 名称</th><th>提供方</th><th>使用场景</th><th>收集的信息</th></tr></thead>
  <tbody>
    <tr><td>支付宝支付 SDK</td><td>支付宝（中国）网络技术有限公司</td><td>购买定位服务时使用支付宝付款</td><td>订单号、支付金额、设备型号与系统版本</td></tr>
    <tr><td>微信 OpenSDK</td><td>深圳市腾讯计算机系统有限公司</td><td>微信支付与分享</td><td>订单号、支付金额、设备型号与系统版本</td></tr>
    <tr><td>腾讯云验证码 SDK</td><td>腾讯云计算（北京）有限责任公司</td><td>登录时的人机验证</td><td>设备型号、操作系统、网络类型、IP 地址</td></tr>
    <tr><td>华为、小米、OPPO、vivo 推送 SDK</td><td>各手机厂商</td><td>服务到期与维护通知推送</td><td>推送标识、设备型号、系统版本</td></tr>
    <tr><td>Bugly 崩溃分析 SDK</td><td>深圳市腾讯计算机系统有限公司</td><td>收集崩溃日志以修复问题</td><td>设备型号、系统版本、崩溃堆栈</td></tr>
  </tbody>
</table>
<h2>二、星衡定位 SDK 自身的处理说明</h2>
<p>开发者在其应用中集成星衡定位 SDK 时，SDK 会处理以下信息，且不会集成其他第三方 SDK：</p>
<ul>
  <li>SDK 生成的随机设备 ID、应用包名与 SDK 版本，用于账号鉴权；</li>
  <li>终端上报的 GGA 概略位置，用于生成差分改正数；</li>
  <li>连接状态、固定率与断线原因，用于服务质量统计。</li>
</ul>
<p>SDK 不读取 IMEI、MAC 地址、通讯录或剪贴板等信息，不在后台自启动。</p>
<h2>三、对开发者的要求</h2>
<ol>
  <li>在应用的隐私政策中告知最终用户集成了星衡定位 SDK 及其处理的信息；</li>
  <li>在获得最终用户同意后再初始化 SDK，并提供关闭高精度定位的途径；</li>
  <li>不得将 SDK 用于违反法律法规或侵害他人权益的用途。</li>
</ol>
<h2>四、变更</h2>
<p>第三方 SDK 新增、替换或下线时，我们会更新本说明。如您对第三方 SDK 的信息处理有疑问，可通过 privacy@xingheng-space.com 联系我们。</p>
`;
