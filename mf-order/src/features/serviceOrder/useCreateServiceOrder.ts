import { useRef, useState } from 'react';
import { useNavigate } from '@xingheng/shared/router';
import { fetchUserInfo, useAppDispatch, type ServiceOrderConfig } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { paymentPath } from '../../paths';
import { createServiceOrder } from './api';

/**
 * Creates the service order of a configuration (`POST /api/order/serviceOrder/create`), then
 * refreshes the user info (the header's unpaid count, SPEC §2) and goes to
 * `/order/payment?orderNo=…`. One idempotency key per configuration: submitting the same
 * configuration again (a double click, a retry after a lost answer) makes one order; a changed
 * configuration gets a new key. Ignores a submit while one is under way.
 * @returns `{ create(config), submitting, error }`: `error` is the API's Chinese `msg`
 */
export function useCreateServiceOrder() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<{ config: string; value: string } | null>(null);
  const busy = useRef(false);

  const create = async (config: ServiceOrderConfig) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    const configText = JSON.stringify(config);
    if (key.current?.config !== configText) {
      key.current = { config: configText, value: newIdempotencyKey() };
    }
    try {
      const { orderNo } = await createServiceOrder({
        ...config,
        idempotencyKey: key.current.value,
      });
      void dispatch(fetchUserInfo());
      void navigate(paymentPath(orderNo));
    } catch (failure) {
      setError(failureMessage(failure));
      busy.current = false;
      setSubmitting(false);
    }
  };
  return { create, submitting, error };
}
