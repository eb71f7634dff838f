import { useEffect } from 'react';
import {
  PlainAlert,
  PlainButton,
  PlainInputField,
  PlainSelectField,
  PlainTextAreaField,
  usePlainForm,
  useSubmitOnce,
} from '@xingheng/shared/ui';
import { PARTNER_TYPES } from '../../../content/partners';
import type { PartnerApplyAnswer, PartnerSubmit } from '../api';
import { PARTNER_RULES, toPartnerApplication, type PartnerFormValues } from '../partnerRules';
import './partner.css';

const TYPE_OPTIONS = PARTNER_TYPES.map((type) => ({ value: type.code, label: type.label }));

/** Props of {@link PartnerApplicationForm}. */
export interface PartnerApplicationFormProps {
  /** Posts the application. */
  submit: PartnerSubmit;
  /** Called with the stored application's reference id once the API accepts it. */
  onApplied: (id: PartnerApplyAnswer['id']) => void;
  /** Puts the focus in 公司名称 when shown (after 再提交一份). */
  focusFirst?: boolean;
}

/**
 * The fields of the cooperation form in plain markup (`@xingheng/shared/ui`): validated with the
 * API's rules in Chinese (`partnerFieldError`), posted trimmed once (the button shows loading and
 * clicks are ignored while a request is pending); a failure shows the API's `msg` above the
 * button and keeps what was typed. Disabled in the server's HTML until hydrated.
 */
export function PartnerApplicationForm({
  submit,
  onApplied,
  focusFirst,
}: PartnerApplicationFormProps) {
  const form = usePlainForm(PARTNER_RULES);
  const companyId = form.bind('company').id;

  useEffect(() => {
    if (focusFirst) document.getElementById(companyId)?.focus();
  }, [focusFirst, companyId]);

  const {
    pending,
    error,
    submit: send,
  } = useSubmitOnce(async (values: PartnerFormValues) => {
    const answer = await submit(toPartnerApplication(values));
    onApplied(answer.id);
  });

  return (
    <form
      className="mkt-partner-form"
      aria-label="合作申请"
      noValidate
      onSubmit={form.handleSubmit((values) => void send(values))}
    >
      <div className="mkt-partner-form__grid">
        <PlainInputField
          binding={form.bind('company')}
          label="公司名称"
          required
          maxLength={60}
          autoComplete="organization"
        />
        <PlainInputField
          binding={form.bind('contact')}
          label="联系人"
          required
          maxLength={20}
          autoComplete="name"
        />
        <PlainInputField
          binding={form.bind('phone')}
          label="联系电话"
          required
          type="tel"
          maxLength={13}
          autoComplete="tel"
          inputMode="tel"
        />
        <PlainInputField
          binding={form.bind('email')}
          label="电子邮箱"
          type="email"
          maxLength={100}
          autoComplete="email"
          inputMode="email"
        />
        <PlainSelectField
          binding={form.bind('cooperationType')}
          label="合作类型"
          required
          options={TYPE_OPTIONS}
          placeholder="请选择"
        />
        <PlainInputField
          binding={form.bind('region')}
          label="所在地区"
          maxLength={40}
          placeholder="如 湖北省武汉市"
        />
      </div>
      <PlainTextAreaField
        binding={form.bind('message')}
        label="合作需求"
        required
        rows={4}
        maxLength={500}
        showCount
        placeholder="请简要介绍贵司业务、目标客户与希望合作的产品或方向"
      />
      {error && <PlainAlert className="mkt-partner-form__alert">{error}</PlainAlert>}
      <PlainButton type="submit" variant="primary" loading={pending}>
        提交合作申请
      </PlainButton>
    </form>
  );
}
