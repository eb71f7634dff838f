import { CAMPUS_FAQ } from '../campusContent';
import { CollapseList } from './CollapseList';

/** 常见问题 of the campus page: `CAMPUS_FAQ` as an accordion, one open at a time. */
export function CampusFaq() {
  return (
    <CollapseList
      accordion="campus-faq"
      items={CAMPUS_FAQ.map((item, index) => ({
        key: String(index),
        summary: item.question,
        body: <p className="mkt-faq__answer">{item.answer}</p>,
      }))}
    />
  );
}
