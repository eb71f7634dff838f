import { Link } from '@xingheng/shared/router';
import type { PolicyDocRef } from '../policyDocs';
import { supportDetailsPath } from '../../../paths';
import { PolicyIcon } from './PolicyIcon';
import './policy.css';

/**
 * Overview of the policy documents (SPEC §2 `/support/details` without id): h1 政策与条款 and one
 * card per document linking to `/support/details/<id>`.
 * @param docs the documents to list (9 privacy policy, 10 terms of use)
 */
export function PolicyIndex({ docs }: { docs: readonly PolicyDocRef[] }) {
  return (
    <section className="sup-index">
      <h1 className="sup-title">政策与条款</h1>
      <p className="sup-lead">
        使用星衡时空的高精度定位服务、硬件与网站前，请阅读以下文档，了解我们如何处理您的信息以及双方的权利与义务。
      </p>
      <ul className="sup-cards">
        {docs.map((doc, index) => (
          <li key={doc.id}>
            <Link to={supportDetailsPath(doc.id)} className="sup-card">
              <span className="sup-card-icon">
                <PolicyIcon kind={index === 0 ? 'shield' : 'document'} />
              </span>
              <span className="sup-card-title">{doc.title}</span>
              <span className="sup-card-summary">{doc.summary}</span>
              <span className="sup-card-more">阅读全文 →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
