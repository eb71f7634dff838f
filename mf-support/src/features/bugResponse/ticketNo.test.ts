import { normaliseTicketNo, ticketNoError } from './ticketNo';

describe('ticket numbers', () => {
  it('tidies what was typed or pasted', () => {
    expect(normaliseTicketNo(' br20261124-7k3q9d ')).toBe('BR20261124-7K3Q9D');
    expect(normaliseTicketNo(null)).toBe('');
  });

  it('accepts the issued format and explains anything else', () => {
    expect(ticketNoError('BR20261124-7K3Q9D')).toBeNull();
    expect(ticketNoError('')).toBe('请输入工单号');
    expect(ticketNoError('BR2026-7K3Q9D')).toBe('工单号格式不正确，应如 BR20261124-7K3Q9D');
  });
});
