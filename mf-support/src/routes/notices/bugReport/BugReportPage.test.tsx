import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { submitBugReport } from '../../../features/bugReport/api';
import { paths } from '../../../paths';
import { LOGGED_IN } from '../../../testing/supportFixtures';

jest.mock('../../../features/bugReport/api');
const submit = jest.mocked(submitBugReport);

jest.setTimeout(30000);

const page = routes.filter((route) => route.path === paths.bugReport);
const TICKET = 'BR20261124-7K3Q9D';
const MB = 1024 * 1024;

afterEach(() => jest.clearAllMocks());

async function openForm(options: Parameters<typeof renderRoute>[1] = {}) {
  const view = renderRoute(page, { path: paths.bugReport, ...options });
  await screen.findByRole('heading', { level: 1, name: '问题反馈' });
  return view;
}

const form = () => screen.getByRole('form', { name: '提交问题反馈' });
const field = (label: string) => within(form()).getByLabelText(label);
const submitButton = () => within(form()).getByRole('button', { name: /提交反馈/ });

async function chooseCategory(user: UserEvent, name: string) {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label for ${name}`);
  await user.click(label);
}

async function fillValid(user: UserEvent) {
  await chooseCategory(user, '定位服务异常');
  await user.type(field('涉及的服务或设备'), ' Locate-CM 厘米级服务 ');
  await user.type(field('问题描述'), '杭州西湖区早高峰 RTK 长时间浮点解，挂载点 RTCM32_GNSS。');
  await user.type(field('联系方式'), 'ops@example.com');
}

test('validates every field in Chinese and sends nothing', async () => {
  const { user } = await openForm();
  expect(document.title).toBe('问题反馈 - 星衡时空');
  await user.click(submitButton());
  expect(await screen.findByText('请选择问题类型')).toBeInTheDocument();
  expect(screen.getByText('请填写涉及的服务或设备')).toBeInTheDocument();
  expect(screen.getByText('请填写问题描述')).toBeInTheDocument();
  expect(screen.getByText('请输入手机号或邮箱')).toBeInTheDocument();

  await user.type(field('问题描述'), '定位不准');
  await user.type(field('联系方式'), '1380013800');
  expect(await screen.findByText('问题描述应为 10–2000 个字符')).toBeInTheDocument();
  expect(await screen.findByText('请输入 11 位中国大陆手机号')).toBeInTheDocument();
  await user.clear(field('联系方式'));
  await user.type(field('联系方式'), 'ops@example');
  expect(await screen.findByText('请输入正确的手机号或邮箱地址')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
});

test('the description shows its counter', async () => {
  const { user } = await openForm();
  await user.type(field('问题描述'), '固定解丢失');
  expect(screen.getByText('5 / 2000')).toBeInTheDocument();
});

test('refuses attachments of another type, over 2 MB, empty, or beyond 3, with the reasons', async () => {
  const { user } = await openForm({ userOptions: { applyAccept: false } });
  await user.upload(field('附件'), [
    new File(['<script>'], 'page.html', { type: 'text/html' }),
    new File([new Uint8Array(2 * MB + 1)], 'big.png', { type: 'image/png' }),
    new File([], 'empty.txt', { type: 'text/plain' }),
    new File(['png'], 'sky.png', { type: 'image/png' }),
    new File(['jpg'], 'antenna.jpg', { type: 'image/jpeg' }),
    new File(['RTK FIX'], 'rover.log', { type: '' }),
    new File(['more'], 'extra.txt', { type: 'text/plain' }),
  ]);
  const refused = await screen.findByRole('alert');
  expect(
    within(refused)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '“page.html”的格式不支持，请上传 PNG、JPG 图片或 .log、.txt 日志文件',
    '“big.png”超过 2 MB，请压缩或截取后再上传',
    '“empty.txt”是空文件',
    '最多上传 3 个附件，“extra.txt”未添加',
  ]);
  for (const name of ['sky.png', 'antenna.jpg', 'rover.log']) {
    expect(screen.getByText(name)).toBeInTheDocument();
  }
  expect(screen.queryByText('page.html')).not.toBeInTheDocument();
  expect(screen.getByText('已选择 3 个附件（上限）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /选择文件/ })).toBeDisabled();
});

test('sends the report with its attachment read as base64, then shows the ticket number', async () => {
  submit.mockResolvedValue({ ticketNo: TICKET });
  const { user } = await openForm();
  await fillValid(user);
  await user.upload(field('附件'), new File(['RTK FIX'], 'rover.log', { type: '' }));
  await screen.findByText('rover.log');
  await user.click(submitButton());

  expect(await screen.findByRole('heading', { level: 2, name: '反馈已提交' })).toHaveFocus();
  expect(submit).toHaveBeenCalledTimes(1);
  expect(submit).toHaveBeenCalledWith({
    category: 'service',
    subject: 'Locate-CM 厘米级服务',
    description: '杭州西湖区早高峰 RTK 长时间浮点解，挂载点 RTCM32_GNSS。',
    contact: 'ops@example.com',
    attachments: [{ name: 'rover.log', contentType: 'text/plain', data: btoa('RTK FIX') }],
  });
  expect(screen.getByText(TICKET)).toBeInTheDocument();
  expect(screen.getByText(/请妥善保存工单号/)).toHaveTextContent('ops@example.com');
  expect(screen.getByRole('button', { name: /复制/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查询处理进度' })).toHaveAttribute(
    'href',
    `/notices/bugResponse?ticketNo=${TICKET}`,
  );

  await user.click(screen.getByRole('button', { name: '继续反馈' }));
  expect(await screen.findByRole('form', { name: '提交问题反馈' })).toBeInTheDocument();
});

test("a refused report shows the API's message and can be sent again", async () => {
  submit.mockRejectedValueOnce(
    new ApiFailure({ code: 41502, msg: '附件“rover.log”不是支持的文件类型', status: 415 }),
  );
  const { user } = await openForm();
  await fillValid(user);
  await user.click(submitButton());
  expect(await screen.findByText('附件“rover.log”不是支持的文件类型')).toBeInTheDocument();
  await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-busy'));
  expect(screen.queryByRole('heading', { name: '反馈已提交' })).not.toBeInTheDocument();
});

test("a logged-in visitor's phone is filled in as the contact", async () => {
  await openForm({ preloadedState: LOGGED_IN });
  await waitFor(() => expect(field('联系方式')).toHaveValue('13800138000'));
});
