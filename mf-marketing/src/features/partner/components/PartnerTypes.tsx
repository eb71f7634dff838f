import CheckCircleOutlined from '@ant-design/icons-svg/lib/asn/CheckCircleOutlined';
import { PlainIcon } from '@xingheng/shared/ui';
import { PARTNER_TYPES } from '../../../content/partners';
import './partner.css';

/**
 * 合作类型 of `/partner`: the four partner types of `PARTNER_TYPES`, each with what the
 * partner gets and what we ask of them. The check marks are drawn without antd's icon runtime
 * (`PlainIcon`).
 */
export function PartnerTypes() {
  return (
    <ul className="mkt-grid mkt-grid--4">
      {PARTNER_TYPES.map((type) => (
        <li key={type.code} className="mkt-card">
          <h3 className="mkt-card__title">
            {type.label}
            <span className="mkt-partner-type__en">{type.en}</span>
          </h3>
          <p className="mkt-card__text">{type.summary}</p>
          <h4 className="mkt-partner-type__subtitle">合作权益</h4>
          <ul className="mkt-partner-type__list">
            {type.benefits.map((line) => (
              <li key={line}>
                <PlainIcon icon={CheckCircleOutlined} className="mkt-partner-type__check" />
                {line}
              </li>
            ))}
          </ul>
          <h4 className="mkt-partner-type__subtitle">合作要求</h4>
          <ul className="mkt-partner-type__list mkt-partner-type__list--plain">
            {type.requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
