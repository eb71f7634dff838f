/** Building blocks of the static service pages' content. Pure data types. */

/** A labelled figure, e.g. `{ label: '冷启动 TTFF', value: '< 5 秒' }`. */
export interface Fact {
  label: string;
  value: string;
}

/** A titled paragraph (a capability, an access method, a use case, a workflow step). */
export interface Feature {
  title: string;
  text: string;
}
