import { useState } from 'react';
import { submitPartnerApplication, type PartnerSubmit } from '../api';
import { PartnerApplicationForm } from './PartnerApplicationForm';
import { PartnerApplied } from './PartnerApplied';

/**
 * The cooperation form of `/partner` (docs/api.md `PartnerApplication`): the form until the API
 * accepts an application, then the success result with its reference id; 再提交一份 brings back
 * an empty form with the focus in its first field. Plain markup, no antd (docs/performance.md
 * "Every public page within budget").
 * @param submit the function that posts the application (default `submitPartnerApplication`)
 */
export function PartnerForm({ submit = submitPartnerApplication }: { submit?: PartnerSubmit }) {
  const [referenceId, setReferenceId] = useState<string | number | null>(null);
  const [again, setAgain] = useState(false);
  if (referenceId !== null) {
    return (
      <PartnerApplied
        referenceId={referenceId}
        onAgain={() => {
          setAgain(true);
          setReferenceId(null);
        }}
      />
    );
  }
  return <PartnerApplicationForm submit={submit} onApplied={setReferenceId} focusFirst={again} />;
}
