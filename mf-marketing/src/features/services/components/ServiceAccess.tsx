import { CONNECT_TYPE, labelOf } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import type { ServiceDescription } from '../serviceDescription';
import { FactList } from './FactList';

/**
 * How to connect (service details, SPEC §3 `CONNECT_TYPE`): the connect type label, the
 * NTRIP caster with a coordinate frame → port table and the RTCM messages, the SDK, and any extra
 * access notes.
 * @param service the fields `connectType`, `ntrip` (`null` = no NTRIP), `sdk`, `accessNotes`
 */
export function ServiceAccess({
  service,
}: {
  service: Pick<ServiceDescription, 'connectType' | 'ntrip' | 'sdk' | 'accessNotes'>;
}) {
  const { ntrip } = service;
  return (
    <Section
      id="mkt-svc-access"
      title="接入方式"
      lead={`支持 ${labelOf(CONNECT_TYPE, service.connectType)} 接入。`}
    >
      <FactList
        facts={[
          ...(ntrip
            ? [
                { label: 'NTRIP 播发地址', value: ntrip.caster },
                { label: 'RTCM 电文', value: ntrip.messages },
              ]
            : []),
          { label: 'SDK', value: service.sdk },
        ]}
      />
      {ntrip && ntrip.ports.length > 0 && (
        <div className="mkt-svc-table-wrap">
          <table className="mkt-svc-table">
            <caption>NTRIP 端口与坐标框架</caption>
            <thead>
              <tr>
                <th scope="col">坐标框架</th>
                <th scope="col">端口</th>
              </tr>
            </thead>
            <tbody>
              {ntrip.ports.map((row) => (
                <tr key={row.frame}>
                  <td>{row.frame}</td>
                  <td>{row.port}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {service.accessNotes && service.accessNotes.length > 0 && (
        <ul className="mkt-svc-notes">
          {service.accessNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
