import type { ColumnType } from 'kysely';

/** A header menu item; `parent_id` null at the top level (SPEC §2, §3). */
export interface MenuItemTable {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
  /** `HOT`, `NEW`, another short text shown as is, or null. */
  tag: string | null;
  sort_order: number;
}

/** A home-page banner; `link` is a site path, `theme` one of blue / teal / indigo. */
export interface BannerTable {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  theme: string;
  sort_order: number;
}

/** A hardware product; `slug` is the route name under /productSolution/hardware/. */
export interface HardwareTable {
  id: number;
  slug: string;
  name: string;
  category: string;
  summary: string;
  sort_order: number;
  /** Price of one unit in fen; null: sold through sales, not online. */
  price_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The web area's tables, as `Database` (db/types.ts) composes them. */
export interface WebTables {
  menu_items: MenuItemTable;
  banners: BannerTable;
  hardware: HardwareTable;
}
