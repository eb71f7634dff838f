import { Collapse } from 'antd';
import { CAMPUS_FAQ } from '../campusContent';

/** 常见问题 of the campus page: `CAMPUS_FAQ` as an accordion, one open at a time. */
export function CampusFaq() {
  return (
    <Collapse
      accordion
      items={CAMPUS_FAQ.map((item, index) => ({
        key: String(index),
        label: item.question,
        children: <p style={{ margin: 0, lineHeight: 1.8 }}>{item.answer}</p>,
      }))}
    />
  );
}
