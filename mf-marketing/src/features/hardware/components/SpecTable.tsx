import { specLabel, type SpecRow, type SpecSection } from '../../../content/hardware';

/** A row's value, one line per entry. */
function SpecValue({ value }: { value: SpecRow['value'] }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((line) => (
        <span key={line} className="mkt-spec__line">
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * The specification table of a hardware page (constellations and frequencies, channels,
 * accuracy, TTFF, update rate, interfaces, power, size, operating temperature): one semantic
 * `<table>` per section, captioned with the section title, each row a `<th scope="row">` label and
 * a value cell. Below 768px the label stacks over its value.
 * @param sections the record's `specs`
 */
export function SpecTable({ sections }: { sections: readonly SpecSection[] }) {
  return (
    <div className="mkt-spec">
      {sections.map((section) => (
        <table key={section.title} className="mkt-spec__table">
          <caption className="mkt-spec__caption">{section.title}</caption>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.key} className="mkt-spec__row">
                <th scope="row" className="mkt-spec__label">
                  {specLabel(row)}
                </th>
                <td className="mkt-spec__value">
                  <SpecValue value={row.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
