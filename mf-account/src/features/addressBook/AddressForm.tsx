import { useState } from 'react';
import { Alert, Button, Cascader, Checkbox, Form, Input, Space } from 'antd';
import type { FormRule as Rule } from 'antd';
import { MOBILE_PATTERN, type Address, type AddressInput } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { useAddressBookDeps } from './addressBookDeps';
import { useRegionOptions, type RegionOption } from './useRegionOptions';

/** The form's fields: `region` is `[provinceCode, cityCode, districtCode]`. */
export interface AddressFormValues {
  recipient: string;
  mobile: string;
  region: string[];
  detail: string;
  postcode?: string;
  isDefault: boolean;
}

/** Counts characters as the API does (a character outside the BMP once), after trimming. */
function length(value: unknown): number {
  return typeof value === 'string' ? [...value.trim()].length : 0;
}

/** A length rule in characters, with a Chinese message. */
function lengthRule(min: number, max: number, message: string): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const n = length(value);
      return n === 0 || (n >= min && n <= max)
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  };
}

const NO_CONTROL: Rule = {
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && /\p{Cc}/u.test(value)
      ? Promise.reject(new Error('不能包含换行等控制字符'))
      : Promise.resolve(),
};

const rules: Record<'recipient' | 'mobile' | 'region' | 'detail' | 'postcode', Rule[]> = {
  recipient: [
    { required: true, whitespace: true, message: '请输入收货人姓名' },
    lengthRule(2, 20, '收货人姓名为 2–20 个字'),
    NO_CONTROL,
  ],
  mobile: [
    { required: true, message: '请输入手机号码' },
    { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号码' },
  ],
  region: [
    { required: true, message: '请选择所在地区' },
    {
      validator: (_rule, value: unknown) =>
        !Array.isArray(value) || value.length === 0 || value.length === 3
          ? Promise.resolve()
          : Promise.reject(new Error('请选择到区县')),
    },
  ],
  detail: [
    { required: true, whitespace: true, message: '请输入详细地址' },
    lengthRule(5, 120, '详细地址为 5–120 个字'),
    NO_CONTROL,
  ],
  postcode: [{ pattern: /^\d{6}$/, message: '邮政编码为 6 位数字' }],
};

/** What the API is sent for the form's values. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const [provinceCode = '', cityCode = '', districtCode = ''] = values.region;
  return {
    recipient: values.recipient.trim(),
    mobile: values.mobile.trim(),
    provinceCode,
    cityCode,
    districtCode,
    detail: values.detail.trim(),
    postcode: values.postcode?.trim() ? values.postcode.trim() : null,
    isDefault: values.isDefault,
  };
}

/** Props of `AddressForm`. */
export interface AddressFormProps {
  /** The address to edit; nothing to add a new one. */
  address?: Address;
  /** Called with the stored address after a successful save. */
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/**
 * Add or edit one delivery address (docs/api.md "Address book"): 收货人, 手机号码, 所在地区 (a
 * province → city → district Cascader loaded level by level), 详细地址, 邮政编码 (optional) and
 * 设为默认地址 (checked and fixed for the current default). Every rule has a Chinese message; a
 * refused save shows the API's `msg` above the fields and changes nothing.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const deps = useAddressBookDeps();
  const initialRegion = address
    ? [address.provinceCode, address.cityCode, address.districtCode]
    : undefined;
  const regions = useRegionOptions(initialRegion);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: AddressFormValues) => {
    setSaving(true);
    setError(null);
    try {
      const input = toAddressInput(values);
      const saved = address ? await deps.update(address.id, input) : await deps.create(input);
      onSaved(saved);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const initialValues: Partial<AddressFormValues> = address
    ? {
        recipient: address.recipient,
        mobile: address.mobile,
        region: initialRegion,
        detail: address.detail,
        postcode: address.postcode ?? '',
        isDefault: address.isDefault,
      }
    : { isDefault: false };

  return (
    <Form<AddressFormValues>
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      aria-label={address ? '编辑收货地址' : '新增收货地址'}
    >
      {(error ?? regions.error) && (
        <Alert type="error" showIcon title={error ?? regions.error} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="recipient" label="收货人" rules={rules.recipient} validateFirst>
        <Input placeholder="收货人姓名" autoComplete="name" maxLength={20} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号码" rules={rules.mobile} validateFirst>
        <Input placeholder="11 位手机号码" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={rules.region} validateFirst>
        <Cascader<RegionOption>
          options={regions.options}
          loadData={regions.loadData}
          placeholder={regions.ready ? '请选择省 / 市 / 区县' : '正在加载地区…'}
          disabled={!regions.ready}
          changeOnSelect={false}
        />
      </Form.Item>
      <Form.Item name="detail" label="详细地址" rules={rules.detail} validateFirst>
        <Input.TextArea
          placeholder="街道、楼栋、门牌号"
          autoComplete="street-address"
          maxLength={120}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item name="postcode" label="邮政编码（选填）" rules={rules.postcode}>
        <Input
          placeholder="6 位数字"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
        />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox disabled={address?.isDefault === true}>设为默认地址</Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </Form>
  );
}
