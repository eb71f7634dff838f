import type { Browser, Locator, Page } from '@playwright/test';
import { freshPhone, registerThroughPage } from '../support/account';
import { loginThroughSlider, openAccountMenu } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Trial, purchase, hardware checkout and payment end to end (docs/api.md "Orders and payments",
 * "Payments"), as a customer does them in Chromium on the production build: through the pages
 * and the local payment sandbox, never by calling the API directly. One customer registers for
 * the service flows (a fresh account: one trial per service, a known unpaid count); the hardware
 * checkout uses the demo account, which has a balance.
 */

test.describe.configure({ mode: 'serial' });

/** The new customer's login cookies, shared by the service-flow tests. */
let customerCookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>> = [];

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughPage(page, freshPhone(7), 'Beidou2026x');
  customerCookies = await context.cookies();
  await context.close();
});

/** Logs `page` in as the customer registered for this file. */
async function asCustomer(page: Page): Promise<void> {
  await page.context().addCookies(customerCookies);
}

/** The header's unpaid-orders entry, read from the account menu. */
async function unpaidEntry(page: Page): Promise<string> {
  const menu = await openAccountMenu(page, page.getByRole('button', { name: /^1\d{10}/ }));
  const entry = menu.getByRole('menuitem', { name: /未支付订单/ });
  await expect(entry).toBeVisible();
  const text = (await entry.textContent()) ?? '';
  await page.mouse.move(0, 400);
  return text.trim();
}

/** Fills and submits the purchase page `/order` for `accounts` accounts of the preselected plan. */
async function submitServiceOrder(page: Page, query: string, accounts: number): Promise<string> {
  await page.goto(`/order?${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Locate-DM');
  await page.getByLabel('账号数量').fill(String(accounts));
  const quote = page.getByRole('complementary', { name: '费用' });
  await expect(quote.getByText(`¥${(30 * accounts).toFixed(2)}`, { exact: true })).toBeVisible();
  await quote.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/payment\?orderNo=SO\d+/);
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

/**
 * Adds an address in Beijing (北京市 市辖区 海淀区) through the federated address book's form.
 * @param delivery the checkout's 收货地址 region
 */
async function addAddress(
  page: Page,
  delivery: Locator,
  recipient: string,
  detail: string,
): Promise<void> {
  await delivery.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill(recipient);
  await dialog.getByLabel('手机号码').fill('13700137000');
  await dialog.getByLabel('所在地区').click();
  // The second dialog's Cascader can ignore a click made while its menu slides in (Chromium 156,
  // 2026-11-28): the province is clicked again until its cities show.
  const city = page.getByRole('menuitemcheckbox', { name: '市辖区' });
  await expect(async () => {
    await page.getByRole('menuitemcheckbox', { name: '北京市' }).click();
    await expect(city).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await city.click();
  await page.getByRole('menuitemcheckbox', { name: '海淀区' }).click();
  await dialog.getByLabel('详细地址').fill(detail);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(delivery.getByText(detail, { exact: false })).toBeVisible();
}

/** Chooses a pay type on `/order/payment` and pays. */
async function payWith(page: Page, label: RegExp): Promise<void> {
  await page
    .getByRole('radiogroup', { name: '支付方式' })
    .getByRole('radio', { name: label })
    .check();
  await page.getByRole('button', { name: /立即支付/ }).click();
}

test(
  'anonymous visitors are sent to log in; a trial grants NTRIP access shown once',
  { tag: '@mf-order' },
  async ({ page }) => {
    await page.goto('/productSolution/services/tryout/6');
    await expect(page).toHaveURL(/\/login\?redirect=%2FproductSolution%2Fservices%2Ftryout%2F6$/);

    await asCustomer(page);
    await page.goto('/productSolution/services/tryout/6');
    const form = page.getByRole('form', { name: '试用申请' });
    await form.getByLabel('设备数量').fill('2');
    await form.getByLabel('应用场景').click();
    // antd's listbox options are screen-reader shims; the visible item carries the title.
    await page.locator('.ant-select-item-option[title="智能驾驶"]').click();
    await form.getByLabel('公司或单位名称').fill('苏州智行测绘科技有限公司');
    await form.getByLabel('联系人').fill('李工');
    await form.getByLabel('联系电话').fill('13912345678');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '提交申请' }).click();

    await expect(page).toHaveURL(/\/order\/trySuccess\?orderNo=SO\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('试用开通成功');
    const accounts = page.getByRole('article');
    await expect(accounts).toHaveCount(2);
    const first = accounts.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^xhcm\d{8}$/);
    await expect(first.getByText('XH_CM_RTCM33')).toBeVisible();
    await expect(first.getByText('ntrip.xingheng-space.com')).toBeVisible();
    await expect(first.getByRole('table')).toContainText('CGCS2000');
    await expect(first.getByText('密码只显示这一次，请立即复制并妥善保存。')).toBeVisible();
    await expect(first.getByRole('button', { name: '复制密码' })).toBeVisible();
    await expect(first.getByText('测试激活')).toBeVisible();

    // The password was shown once: after a reload only a reset gives a new one.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('密码仅在开通时显示一次')).toHaveCount(2);

    // One trial per service per account.
    await page.goto('/productSolution/services/tryout/6');
    await expect(page.getByText(/已试用|试用过/).first()).toBeVisible();
    await expect(page.getByRole('form', { name: '试用申请' })).toHaveCount(0);
  },
);

test(
  'buy a service and pay by WeChat in the sandbox: payoff, and the unpaid count goes up then down',
  { tag: '@mf-order' },
  async ({ page, context }) => {
    await asCustomer(page);
    await page.goto('/');
    expect(await unpaidEntry(page)).toBe('未支付订单');

    const orderNo = await submitServiceOrder(page, 'serviceId=7&serverType=1&durationUnit=3', 2);
    await expect(page.getByText('¥60.00').first()).toBeVisible();
    expect(await unpaidEntry(page)).toBe('未支付订单(1)');

    await payWith(page, /^微信支付/);
    await expect(page).toHaveURL(new RegExp(`/order/wxPay\\?orderNo=${orderNo}&paymentNo=PY`));
    await expect(page.locator('.ord-wxpay-code svg')).toBeVisible();
    const codeUrl = await page
      .getByRole('link', { name: '在本机打开支付页面' })
      .getAttribute('href');
    expect(codeUrl).toMatch(/\/api\/pay\/sandbox\/SBX[0-9a-f]{32}$/);

    // The "phone" scans the code: the sandbox page, where the payer approves.
    const phone = await context.newPage();
    await phone.goto(codeUrl ?? '');
    await expect(phone.getByText('¥60.00')).toBeVisible();
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByText('支付完成，请回到电脑查看订单')).toBeVisible();
    await phone.close();

    // The computer's page polls the payment and moves on by itself.
    await expect(page).toHaveURL(new RegExp(`/order/payoff\\?orderNo=${orderNo}`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.getByText('微信支付').first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('XH_DM_RTCM33').first()).toBeVisible();
    expect(await unpaidEntry(page)).toBe('未支付订单');
  },
);

test(
  'a declined Alipay payment lands on payError; paying again from there lands on payoff',
  { tag: '@mf-order' },
  async ({ page }) => {
    await asCustomer(page);
    const orderNo = await submitServiceOrder(page, 'serviceId=7&serverType=1&durationUnit=3', 1);

    await payWith(page, /^支付宝/);
    await expect(page).toHaveURL(/\/api\/pay\/sandbox\/SBX[0-9a-f]{32}$/);
    await expect(page.getByText('模拟支付宝')).toBeVisible();
    await page.getByRole('button', { name: '拒绝支付' }).click();

    await expect(page).toHaveURL(new RegExp(`/order/payError\\?orderNo=${orderNo}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付未完成');
    await expect(page.getByText('付款人拒绝支付').first()).toBeVisible();
    await page.getByRole('link', { name: '重新支付' }).click();

    await expect(page).toHaveURL(new RegExp(`/order/payment\\?orderNo=${orderNo}`));
    await payWith(page, /^支付宝/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/payoff\\?orderNo=${orderNo}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.getByText('支付宝').first()).toBeVisible();
  },
);

test(
  'hardware checkout: add, set default and delete addresses in the federated address book, pay by balance, payoff',
  { tag: ['@mf-order', '@mf-account'] },
  async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login?redirect=%2Forder%2FshopOrder%3Fproduct%3Dlf-gnss');
    await loginThroughSlider(page);
    await expect(page).toHaveURL(/\/order\/shopOrder\?product=lf-gnss$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('LF-GNSS 高精度定位模组').first()).toBeVisible();

    // The address book is mf-account's, loaded through federation into mf-order's page.
    const delivery = page.getByRole('region', { name: '收货地址' });
    await addAddress(page, delivery, '王测量', '中关村软件园 8 号楼 301');
    await expect(delivery.getByRole('radio', { name: /王测量/ })).toBeChecked();

    // Manage the book from checkout: a second address, made the default, then the first deleted.
    await delivery.getByRole('button', { name: '管理收货地址' }).click();
    await addAddress(page, delivery, '赵工', '上地信息路 12 号 5 层');
    const book = delivery.getByRole('list', { name: '收货地址' });
    const zhao = book.getByRole('listitem').filter({ hasText: '赵工' });
    await zhao.getByRole('button', { name: '设为默认' }).click();
    await expect(zhao.getByText('默认')).toBeVisible();
    const wang = book.getByRole('listitem').filter({ hasText: '王测量' });
    await wang.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(book.getByRole('listitem')).toHaveCount(1);
    await delivery.getByRole('button', { name: /完\s*成/ }).click();
    // Back to picking: the remaining (default) address is the one chosen.
    await expect(delivery.getByRole('radio')).toHaveCount(1);
    await expect(delivery.getByRole('radio', { name: /赵工/ })).toBeChecked();

    await page.getByLabel('购买数量').fill('2');
    await expect(page.getByText('¥398.00').first()).toBeVisible();
    await page
      .getByRole('radiogroup', { name: '发票类型' })
      .getByRole('radio', { name: '个人' })
      .check();
    await page.getByLabel('发票抬头').fill('王测量');
    await page.getByRole('button', { name: '提交订单' }).click();

    await expect(page).toHaveURL(/\/order\/payment\?orderNo=HO\d+/);
    await expect(page.getByText('¥5,000.00').first()).toBeVisible();
    await payWith(page, /^余额支付/);
    await expect(page).toHaveURL(/\/order\/payoff\?orderNo=HO\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.getByText('余额支付').first()).toBeVisible();
    await expect(page.getByText(/待发货/).first()).toBeVisible();
    await expect(page.getByText(/上地信息路 12 号 5 层/).first()).toBeVisible();
  },
);

test(
  'with mf-order down the order section shows its fallback, the rest of the site works',
  { tag: '@mf-order' },
  async ({ page, pageErrors }) => {
    pageErrors.allow(/Failed to load resource|remote|federation|RUNTIME-|ScriptExternalLoadError/i);
    await page.route('**/remotes/mf-order/**', (route) => route.abort());
    await asCustomer(page);
    await page.goto('/order?serviceId=6');
    await expect(page.getByText('该栏目暂时无法访问')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Locate-CM/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Locate-CM');
  },
);

test(
  'checkout while mf-account is down: the page works, addresses say so, and come back on 重试',
  { tag: ['@mf-order', '@mf-account'] },
  async ({ page, pageErrors }) => {
    pageErrors.allow(
      /Failed to load resource|remote|federation|RUNTIME-|ScriptExternalLoadError|收货地址组件加载失败/i,
    );
    await asCustomer(page);
    await page.route('**/remotes/mf-account/**', (route) => route.abort());
    await page.goto('/order/shopOrder?product=t-box');
    await expect(page.getByText('T-BOX', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('收货地址暂时无法加载')).toBeVisible();
    await page.getByLabel('购买数量').fill('3');
    await expect(page.getByText('¥11,040.00').first()).toBeVisible();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByText(/暂不能提交订单/)).toBeVisible();
    await expect(page).toHaveURL(/\/order\/shopOrder/);

    await page.unroute('**/remotes/mf-account/**');
    await page.getByRole('button', { name: /重\s*试/ }).click();
    const delivery = page.getByRole('region', { name: '收货地址' });
    await expect(delivery.getByText('还没有收货地址')).toBeVisible();
    await expect(delivery.getByText('收货地址暂时无法加载')).toHaveCount(0);
    await expect(page.getByText(/暂不能提交订单/)).toHaveCount(0);
  },
);
