import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure } from '../../api/apiFailure';
import { useSubmitOnce } from './useSubmitOnce';

/** A form's submit button, its busy text and its failure message. */
function SubmitButton({ action }: { action: (value: string) => Promise<void> }) {
  const { pending, error, submit } = useSubmitOnce(action);
  return (
    <>
      <button type="button" onClick={() => void submit('申请')}>
        提交
      </button>
      {pending && <span>提交中</span>}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

describe('useSubmitOnce', () => {
  it('runs one submission at a time: a double click sends once', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SubmitButton action={action} />);
    await user.dblClick(screen.getByRole('button', { name: '提交' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('申请');
    expect(screen.getByText('提交中')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByText('提交中')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("shows a failure as the API's msg, and clears it when the next submission starts", async () => {
    const user = userEvent.setup();
    const action = jest
      .fn<Promise<void>, [string]>()
      .mockRejectedValueOnce(new ApiFailure({ code: 50000, msg: '服务器繁忙，请稍后再试' }))
      .mockReturnValueOnce(new Promise<void>(() => undefined));
    render(<SubmitButton action={action} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    expect(screen.queryByText('提交中')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('提交中')).toBeInTheDocument();
  });
});
