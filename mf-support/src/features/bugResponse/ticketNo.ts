/** A ticket number as the API issues it: `BR`, the date, `-`, 6 characters (`BR20261124-7K3Q9D`). */
export const TICKET_NO_PATTERN = /^BR\d{8}-[A-Z0-9]{6}$/;

/**
 * A ticket number as typed, tidied: spaces removed, upper case.
 * @param raw e.g. ` br20261124-7k3q9d `
 * @returns e.g. `BR20261124-7K3Q9D`
 */
export function normaliseTicketNo(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * Checks a typed ticket number.
 * @param raw the value as typed
 * @returns the Chinese message, or `null` when it has the ticket format
 */
export function ticketNoError(raw: string | undefined): string | null {
  const value = normaliseTicketNo(raw);
  if (value === '') return '请输入工单号';
  return TICKET_NO_PATTERN.test(value) ? null : '工单号格式不正确，应如 BR20261124-7K3Q9D';
}
