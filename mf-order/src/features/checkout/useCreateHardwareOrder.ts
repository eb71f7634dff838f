import { useRef, useState } from 'react';
import { useNavigate } from '@xingheng/shared/router';
import type { HardwareOrderInput } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { paymentPath } from '../../paths';
import { createHardwareOrder } from './api';

/**
 * Creates the hardware order (`POST /api/order/hardware/create`) and goes to
 * `/order/payment?orderNo=…`. One idempotency key per order content: submitting the same content
 * again makes one order; a change gets a new key. Ignores a submit while one is under way.
 * @returns `{ create(input without key), submitting, error }`: `error` is the API's Chinese `msg`
 */
export function useCreateHardwareOrder() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<{ content: string; value: string } | null>(null);
  const busy = useRef(false);

  const create = async (input: Omit<HardwareOrderInput, 'idempotencyKey'>) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    const content = JSON.stringify(input);
    if (key.current?.content !== content) key.current = { content, value: newIdempotencyKey() };
    try {
      const { orderNo } = await createHardwareOrder({
        ...input,
        idempotencyKey: key.current.value,
      });
      void navigate(paymentPath(orderNo));
    } catch (failure) {
      setError(failureMessage(failure));
      busy.current = false;
      setSubmitting(false);
    }
  };
  return { create, submitting, error, setError };
}
