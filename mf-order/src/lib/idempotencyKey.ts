/**
 * A new idempotency key for an order-creating call (`TrialApplication`, `ServiceOrderInput`,
 * `HardwareOrderInput`: 8–64 characters `[A-Za-z0-9_-]`): the API answers a repeated key with the
 * same order, so a double click or a retried request makes one order. Call it in an event
 * handler, never during render (STYLE "Ready for the server").
 * @returns a random UUID, e.g. `3b241101-e2bb-4255-8caf-4136c566a962` (36 characters); where
 *   `crypto.randomUUID` is missing (a page served over plain http), 32 random hex digits
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
