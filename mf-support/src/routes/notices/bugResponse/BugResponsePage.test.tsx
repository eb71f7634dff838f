import { screen, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import {
  fetchMyBugReport,
  fetchMyBugReports,
  lookupBugReport,
} from '../../../features/bugResponse/api';
import { bugResponsePath, paths } from '../../../paths';
import { LOGGED_IN, REPORT, reportSummary } from '../../../testing/supportFixtures';

jest.mock('../../../features/bugResponse/api');
const lookup = jest.mocked(lookupBugReport);
const mine = jest.mocked(fetchMyBugReports);
const mineOne = jest.mocked(fetchMyBugReport);

jest.setTimeout(30000);

const page = routes.filter((route) => route.path === paths.bugResponse);
const TICKET = REPORT.ticketNo;

afterEach(() => jest.clearAllMocks());

async function openLookup(options: Parameters<typeof renderRoute>[1] = {}) {
  const view = renderRoute(page, { path: paths.bugResponse, ...options });
  await screen.findByRole('heading', { level: 1, name: '反馈查询' });
  return view;
}

const form = () => screen.getByRole('form', { name: '按工单号查询' });
const field = (label: string) => within(form()).getByLabelText(label);

test('?ticketNo= prefills; the report shows status, fields, attachments and answers', async () => {
  lookup.mockResolvedValue(REPORT);
  const { user } = await openLookup({ path: bugResponsePath(TICKET) });
  expect(field('工单号')).toHaveValue(TICKET);
  await user.type(field('联系方式'), ' 13800138000 ');
  await user.click(within(form()).getByRole('button', { name: '查询进度' }));

  const report = await screen.findByRole('region', { name: `工单 ${TICKET}` });
  expect(lookup).toHaveBeenCalledWith(TICKET, '13800138000');
  expect(within(report).getByRole('heading', { level: 2 })).toHaveFocus();
  expect(within(report).getByText(/当前状态/)).toHaveTextContent('当前状态：处理中');
  const steps = within(report).getByRole('group', { name: '处理进度' });
  for (const step of ['已受理', '处理中', '已答复', '已关闭']) {
    expect(within(steps).getByText(step)).toBeInTheDocument();
  }
  expect(within(report).getByText('定位服务异常')).toBeInTheDocument();
  expect(within(report).getByText('138****8000')).toBeInTheDocument();
  expect(within(report).getByText('2026-11-24 10:05')).toBeInTheDocument();
  expect(within(report).getByText(/早高峰时段 RTK 长时间浮点解/)).toBeInTheDocument();
  const files = within(report).getByRole('list', { name: '附件' });
  expect(files).toHaveTextContent('rover.log1.5 KB');
  expect(within(report).getByText('已定位为附近基准站通信故障，正在修复。')).toBeInTheDocument();
  expect(within(report).getByText('2026-11-25 09:30', { selector: 'time' })).toBeInTheDocument();
});

test("a wrong contact shows the API's message and no report", async () => {
  lookup.mockRejectedValue(
    new ApiFailure({ code: 40401, msg: '未找到该工单，请核对工单号和联系方式', status: 404 }),
  );
  const { user } = await openLookup();
  await user.type(field('工单号'), 'br20261124-7k3q9d');
  await user.type(field('联系方式'), 'someone@example.com');
  await user.click(within(form()).getByRole('button', { name: '查询进度' }));
  expect(await screen.findByText('未找到该工单，请核对工单号和联系方式')).toBeInTheDocument();
  expect(lookup).toHaveBeenCalledWith(TICKET, 'someone@example.com');
  expect(screen.queryByRole('region', { name: /^工单/ })).not.toBeInTheDocument();
});

test('checks the ticket number and the contact before asking', async () => {
  const { user } = await openLookup();
  await user.type(field('工单号'), 'BR2026-1');
  await user.type(field('联系方式'), '12345');
  await user.click(within(form()).getByRole('button', { name: '查询进度' }));
  expect(await screen.findByText('工单号格式不正确，应如 BR20261124-7K3Q9D')).toBeInTheDocument();
  expect(screen.getByText('请输入 11 位中国大陆手机号')).toBeInTheDocument();
  expect(lookup).not.toHaveBeenCalled();
});

test('anonymous visitors get a login link instead of their reports', async () => {
  await openLookup();
  expect(screen.queryByRole('heading', { name: '我的反馈' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/notices/bugResponse')}`,
  );
  expect(mine).not.toHaveBeenCalled();
});

test('logged in: 我的反馈 lists one’s reports, and each opens its detail', async () => {
  mine.mockResolvedValue([
    reportSummary(),
    reportSummary({ ticketNo: 'BR20261120-AB2C3D', subject: 'P-BOX 终端', status: 'closed' }),
  ]);
  mineOne.mockResolvedValue(REPORT);
  const { user } = await openLookup({ preloadedState: LOGGED_IN });
  const list = await screen.findByRole('region', { name: '我的反馈' });
  expect(await within(list).findByText('P-BOX 终端')).toBeInTheDocument();
  expect(within(list).getByText('已关闭')).toBeInTheDocument();
  expect(within(list).getByText('处理中')).toBeInTheDocument();

  await user.click(within(list).getByRole('button', { name: `查看工单 ${TICKET}` }));
  const report = await screen.findByRole('region', { name: `工单 ${TICKET}` });
  expect(mineOne).toHaveBeenCalledWith(TICKET);
  expect(within(report).getByText('138****8000')).toBeInTheDocument();
  expect(lookup).not.toHaveBeenCalled();
});

test('logged in: a failed list can be loaded again; an empty one links to the form', async () => {
  mine
    .mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }))
    .mockResolvedValueOnce([]);
  const { user } = await openLookup({ preloadedState: LOGGED_IN });
  const list = await screen.findByRole('region', { name: '我的反馈' });
  expect(await within(list).findByText('网络异常，请稍后重试')).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: /^重\s?试$/ }));
  expect(await within(list).findByText('您还没有提交过反馈')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: '提交问题反馈' })).toHaveAttribute(
    'href',
    '/notices/bugReport',
  );
});
