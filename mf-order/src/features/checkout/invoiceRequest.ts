import type { InvoiceRequest } from '@xingheng/shared';

/** The invoice part of the checkout form's values (`InvoiceFields`). */
export interface InvoiceValues {
  invoiceType: 'none' | 'personal' | 'company';
  invoiceTitle?: string;
  taxNumber?: string;
}

/**
 * The `InvoiceRequest` of the checkout form's invoice fields (trimmed; the tax number upper case).
 * @param values `{ invoiceType, invoiceTitle?, taxNumber? }` as validated by the form
 * @returns `{ type: 'none' }`, `{ type: 'personal', title }` or `{ type: 'company', title, taxNumber }`
 */
export function invoiceRequestOf(values: InvoiceValues): InvoiceRequest {
  const title = (values.invoiceTitle ?? '').trim();
  if (values.invoiceType === 'personal') return { type: 'personal', title };
  if (values.invoiceType === 'company') {
    return { type: 'company', title, taxNumber: (values.taxNumber ?? '').trim().toUpperCase() };
  }
  return { type: 'none' };
}
