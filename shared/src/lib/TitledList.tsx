import type { ReactNode } from 'react';

/** Props of {@link TitledList}. */
export interface TitledListProps<T> {
  /** The landmark element: `section` (default) or `nav` for a block of links. */
  as?: 'section' | 'nav';
  /** The class of the landmark. */
  className: string;
  /** The heading's `id`, which labels the landmark (unique on the page). */
  headingId: string;
  /** The class of the `h2`. */
  headingClassName: string;
  /** The `h2`'s text. */
  title: ReactNode;
  /** The class of the `ul`. */
  listClassName: string;
  /** The class of every `li`, if any. */
  itemClassName?: string;
  /** The entries, one `li` each, in order. */
  items: readonly T[];
  /** A key unique among `items` (React's list key). */
  itemKey: (item: T) => string | number;
  /** What stands inside an entry's `li`. */
  renderItem: (item: T) => ReactNode;
  /** What follows the list inside the landmark, if anything. */
  children?: ReactNode;
}

/**
 * A landmark with an `h2` that labels it (`aria-labelledby`) and a `ul` of entries: the side
 * blocks and reason lists of the remotes, which bring their own classes and entry markup.
 * @returns the landmark, also when `items` is empty (the caller decides whether to show it)
 */
export function TitledList<T>({
  as: Landmark = 'section',
  className,
  headingId,
  headingClassName,
  title,
  listClassName,
  itemClassName,
  items,
  itemKey,
  renderItem,
  children,
}: TitledListProps<T>) {
  return (
    <Landmark className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {children}
    </Landmark>
  );
}
