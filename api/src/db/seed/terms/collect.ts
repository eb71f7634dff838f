/** `/terms/collect`: the list of personal information we collect, by scenario (rich HTML). */
export const collectHtml = `
<p>根据《个人信息保护法》及相关国家标准，我们以清单形式逐项列明星衡时空官网、用户中心、高精度定位服务及定位 SDK（以下统称“本服务”）收集的个人信息，便于您查阅。清单中“必要”信息为实现对应功能所必需，“可选”信息您可以拒绝提供，拒绝后仅影响对应的扩展功能。</p>
<h2>一、账号与登录</h2>
<table>
  <thead><tr><th>场景</th><th>收集的信息</th><th>使用目的</th><th>收集方式</th></tr></thead>
  <tbody>
    <tr><td>注册与登录</td><td>手机号码、登录密码（加密存储）</td><td>创建账号、身份验证</td><td>您主动填写（必要）</td></tr>
    <tr><td>滑块与短信验证</td><td>验证码票据、拖动轨迹时长、IP 地址</td><td>识别自动化攻击，保障账号安全</td><td>自动采集（必要）</td></tr>
    <tr><td>完善资料</td><td>昵称、电子邮箱</td><td>个性化称呼、发送服务通知</td><td>您主动填写（可选）</td></tr>
  </tbody>
</table>
<h2>二、购买与开票</h2>
<table>
  <thead><tr><th>场景</th><th>收集的信息</th><th>使用目的</th><th>收集方式</th></tr></thead>
  <tbody>
    <tr><td>下单与支付</td><td>订单号、购买的服务与时长、支付方式、支付状态</td><td>完成交易、售后与对账</td><td>自动生成（必要）</td></tr>
    <tr><td>申请发票</td><td>单位名称、纳税人识别号、开户行及账号、收票邮箱</td><td>开具增值税发票</td><td>您主动填写（必要）</td></tr>
    <tr><td>硬件收货</td><td>收货人姓名、手机号码、收货地址</td><td>寄送硬件产品与纸质发票</td><td>您主动填写（必要）</td></tr>
  </tbody>
</table>
<h2>三、定位服务与 SDK</h2>
<table>
  <thead><tr><th>场景</th><th>收集的信息</th><th>使用目的</th><th>收集方式</th></tr></thead>
  <tbody>
    <tr><td>NTRIP 接入</td><td>差分账号、挂载点、终端上报的 GGA 概略位置</td><td>选择参考站并生成改正数</td><td>终端自动上报（必要）</td></tr>
    <tr><td>SDK 鉴权</td><td>设备标识（SDK 生成的随机 ID）、应用包名、SDK 版本</td><td>账号鉴权、防止账号共用</td><td>SDK 自动采集（必要）</td></tr>
    <tr><td>服务质量统计</td><td>连接时长、固定率、数据流量、断线原因</td><td>监测服务可用性、排查故障</td><td>自动采集（必要）</td></tr>
  </tbody>
</table>
<h2>四、客服与合作</h2>
<table>
  <thead><tr><th>场景</th><th>收集的信息</th><th>使用目的</th><th>收集方式</th></tr></thead>
  <tbody>
    <tr><td>工单与咨询</td><td>联系方式、问题描述、您上传的日志或截图</td><td>处理咨询与售后问题</td><td>您主动提供（可选）</td></tr>
    <tr><td>合作申请</td><td>公司名称、联系人、联系电话、电子邮箱、所在地区</td><td>评估合作意向并安排专人联系</td><td>您主动填写（必要）</td></tr>
    <tr><td>简历投递</td><td>姓名、联系方式、教育与工作经历</td><td>招聘评估与面试安排</td><td>您主动提供（必要）</td></tr>
  </tbody>
</table>
<h2>五、说明</h2>
<ul>
  <li>终端位置仅以概略精度用于实时生成改正数，原始观测数据在服务端保存不超过 30 天，统计结果经去标识化处理。</li>
  <li>我们不会收集您的通讯录、短信、通话记录等与本服务无关的信息。</li>
  <li>如清单内容发生变化，我们将更新本页面并在显著位置提示。</li>
</ul>
`;
