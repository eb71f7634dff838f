import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure, type PartnerApplication } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import type { PartnerSubmit } from '../../features/partner/api';
import { paths } from '../../paths';
import { PartnerPage } from './PartnerPage';

/** `/partner` with a fake in place of `POST /web/partner/apply`. */
function renderPartner(submit: PartnerSubmit) {
  return renderRoute({ path: paths.partner, Component: () => <PartnerPage submit={submit} /> });
}

const form = () => screen.getByRole('form', { name: '合作申请' });
const field = (label: string) => within(form()).getByLabelText(label);
const submitButton = () => within(form()).getByRole('button', { name: /提交合作申请/ });

async function fillValid(user: UserEvent) {
  await user.type(field('公司名称'), '  云岭农机装备有限公司 ');
  await user.type(field('联系人'), '王建国');
  await user.type(field('联系电话'), '13912345678');
  await user.selectOptions(field('合作类型'), '系统集成');
  await user.type(
    field('合作需求'),
    '希望将厘米级服务集成到自动驾驶拖拉机的导航系统中，年需求约 2,000 台。',
  );
}

describe('PartnerPage', () => {
  it('renders the h1, title, partner types and the drawn partner logos', async () => {
    renderPartner(jest.fn<ReturnType<PartnerSubmit>, Parameters<PartnerSubmit>>());
    expect(
      await screen.findByRole('heading', { level: 1, name: '合作伙伴计划' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('合作伙伴 - 星衡时空'));
    for (const name of ['渠道分销', '系统集成', '技术合作', '行业共建']) {
      expect(screen.getByRole('heading', { name: new RegExp(name) })).toBeInTheDocument();
    }
    const logos = screen.getByRole('list', { name: '合作伙伴标识' });
    expect(within(logos).getAllByRole('img')).toHaveLength(8);
    expect(
      within(logos).getByRole('img', { name: '北辰测绘（测绘地理信息）' }),
    ).toBeInTheDocument();
  });

  it('shows the Chinese validation messages and does not submit invalid input', async () => {
    const submit = jest.fn<ReturnType<PartnerSubmit>, Parameters<PartnerSubmit>>();
    const { user } = renderPartner(submit);
    await screen.findByRole('form', { name: '合作申请' });
    await user.type(field('联系电话'), '12345');
    await user.type(field('电子邮箱'), 'sales@');
    await user.type(field('合作需求'), '太短了');
    await user.click(submitButton());
    expect(await screen.findByText('请输入公司名称')).toBeInTheDocument();
    expect(screen.getByText('请输入联系人姓名')).toBeInTheDocument();
    expect(screen.getByText(/请输入正确的手机号或座机号/)).toBeInTheDocument();
    expect(screen.getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('请选择合作类型')).toBeInTheDocument();
    expect(screen.getByText('合作需求应为 10–500 个字符')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    for (const label of ['公司名称', '联系人', '联系电话', '合作类型', '合作需求']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('电子邮箱')).not.toBeRequired();
    expect(field('所在地区')).not.toBeRequired();
  });

  it('posts the exact application once and shows the success result with the id', async () => {
    let resolve: (answer: { id: string }) => void = () => undefined;
    const submit = jest.fn<ReturnType<PartnerSubmit>, Parameters<PartnerSubmit>>(
      () => new Promise((done) => (resolve = done)),
    );
    const { user } = renderPartner(submit);
    await screen.findByRole('form', { name: '合作申请' });
    await fillValid(user);
    // Enter in a field sends the form, as a keyboard user expects.
    await user.type(field('所在地区'), '云南省昆明市{Enter}');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(1);
    const expected: PartnerApplication = {
      company: '云岭农机装备有限公司',
      contact: '王建国',
      phone: '13912345678',
      cooperationType: 'integrator',
      region: '云南省昆明市',
      message: '希望将厘米级服务集成到自动驾驶拖拉机的导航系统中，年需求约 2,000 台。',
    };
    expect(submit).toHaveBeenCalledWith(expected);
    resolve({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
    const title = await screen.findByRole('heading', {
      name: '提交成功，我们将在 2 个工作日内联系您',
    });
    expect(title).toHaveFocus();
    expect(screen.getByText(/参考编号：7c9e6679-7425-40de-944b-e07fc1f90ae7/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再提交一份' }));
    expect(field('公司名称')).toHaveValue('');
    expect(field('公司名称')).toHaveFocus();
  });

  it('shows the API msg inline when the submission fails', async () => {
    const submit = jest.fn<ReturnType<PartnerSubmit>, Parameters<PartnerSubmit>>(() =>
      Promise.reject(new ApiFailure({ code: 42900, msg: '提交过于频繁，请稍后再试', status: 429 })),
    );
    const { user } = renderPartner(submit);
    await screen.findByRole('form', { name: '合作申请' });
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('提交过于频繁，请稍后再试');
    expect(field('公司名称')).toHaveValue('  云岭农机装备有限公司 ');
    expect(submitButton()).toBeEnabled();
  });
});
