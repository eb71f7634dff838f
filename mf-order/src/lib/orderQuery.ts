/** Order and payment numbers: 6–40 letters, digits or `-` (`SO2026031804715263`, `HO…`, `PAY…`). */
const NUMBER = /^[A-Za-z0-9-]{6,40}$/;

/**
 * Reads an order or payment number from the query of an order page (`orderNo`, `paymentNo`). The
 * query is user-editable, so only a well-formed number is returned.
 * @param search the page's search params
 * @param name the query parameter, default `orderNo`
 * @returns the number, or `undefined` when missing or malformed (`<script>`, too long)
 */
export function readOrderNo(search: URLSearchParams, name = 'orderNo'): string | undefined {
  const value = search.get(name);
  return value !== null && NUMBER.test(value) ? value : undefined;
}
