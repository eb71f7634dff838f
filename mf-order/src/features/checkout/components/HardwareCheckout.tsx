import { useCallback, useState } from 'react';
import { Alert, Form, InputNumber } from 'antd';
import { ORDER_LIMITS, type Address, type HardwareProduct } from '@xingheng/shared';
import { formatCents } from '../../../lib/money';
import { invoiceRequestOf, type InvoiceValues } from '../invoiceRequest';
import type { AddressBookState } from '../useAddressBook';
import { useCreateHardwareOrder } from '../useCreateHardwareOrder';
import { DeliveryAddress } from './DeliveryAddress';
import { InvoiceFields } from './InvoiceFields';
import '../checkout.css';
import { PrimaryAction } from '../../../components/PrimaryAction';

interface CheckoutValues extends InvoiceValues {
  quantity: number | null;
}

/**
 * Hardware checkout (SPEC §2 `/order/shopOrder`): the product with its unit price and 购买数量
 * (`ORDER_LIMITS.quantity`), 收货地址 from mf-account's address book (federated, pick mode), 发票,
 * and 应付金额 = unit price × quantity for display only (the server prices the order). Without a
 * chosen address — also when the address book cannot load — submitting is blocked with a message.
 * 提交订单 → `/order/payment?orderNo=…`.
 * @param product the product (`HardwareProduct`, unit price in fen)
 * @param initialQuantity the quantity of the link, 1–99
 */
export function HardwareCheckout({
  product,
  initialQuantity,
}: {
  product: HardwareProduct;
  initialQuantity: number;
}) {
  const [form] = Form.useForm<CheckoutValues>();
  const quantity = Form.useWatch('quantity', form);
  const [address, setAddress] = useState<Address | null>(null);
  const [addressStatus, setAddressStatus] = useState<AddressBookState['status']>('loading');
  const [addressError, setAddressError] = useState<string | null>(null);
  const { create, submitting, error } = useCreateHardwareOrder();

  const submit = (values: CheckoutValues) => {
    if (address === null) {
      setAddressError(
        addressStatus === 'unavailable'
          ? '收货地址暂时无法加载，暂不能提交订单。请点击“重试”，选择收货地址后再提交。'
          : '请选择收货地址',
      );
      return;
    }
    if (values.quantity === null) return;
    void create({
      slug: product.slug,
      quantity: values.quantity,
      addressId: address.id,
      invoice: invoiceRequestOf(values),
    });
  };
  // The book's state: once it is back (or loading again after 重试), the "cannot load" message of
  // an earlier submit no longer holds.
  const addressStatusChanged = useCallback((status: AddressBookState['status']) => {
    setAddressStatus(status);
    if (status !== 'unavailable') setAddressError(null);
  }, []);
  const pick = (picked: Address) => {
    setAddress(picked);
    setAddressError(null);
  };

  return (
    <Form<CheckoutValues>
      form={form}
      component="div"
      layout="vertical"
      requiredMark={false}
      initialValues={{ quantity: initialQuantity, invoiceType: 'none' }}
      onFinish={submit}
      className="ord-checkout"
    >
      <div className="ord-checkout-main">
        <section className="ord-card" aria-labelledby="ord-product-title">
          <h2 id="ord-product-title" className="ord-h2">
            {product.name}
          </h2>
          <p className="ord-hint">
            {product.category} · {product.summary}
          </p>
          <p className="ord-checkout-price">单价 {formatCents(product.unitPriceCents)}</p>
          <Form.Item
            name="quantity"
            label="购买数量"
            rules={[{ required: true, message: '请输入购买数量' }]}
          >
            <InputNumber
              min={ORDER_LIMITS.quantity.min}
              max={ORDER_LIMITS.quantity.max}
              precision={0}
              suffix="件"
              style={{ width: 180 }}
            />
          </Form.Item>
        </section>
        <div className="ord-card">
          <DeliveryAddress selectedId={address?.id} onPick={pick} onStatus={addressStatusChanged} />
        </div>
        <InvoiceFields />
      </div>
      <aside className="ord-card ord-checkout-aside" aria-labelledby="ord-pay-title">
        <h2 id="ord-pay-title" className="ord-h2">
          应付金额
        </h2>
        <p className="ord-amount" aria-live="polite">
          {typeof quantity === 'number' ? formatCents(product.unitPriceCents * quantity) : '—'}
        </p>
        <p className="ord-hint">按单价 × 数量显示，实际金额以提交后服务器确认的订单金额为准。</p>
        {addressError && <Alert type="warning" showIcon title={addressError} />}
        {error && <Alert type="error" showIcon title={error} />}
        <PrimaryAction loading={submitting} onClick={() => form.submit()}>
          提交订单
        </PrimaryAction>
      </aside>
    </Form>
  );
}
