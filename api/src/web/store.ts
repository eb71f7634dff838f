import type { Kysely } from 'kysely';
import type { Banner, HardwareItem, MenuItem, ServiceProduct } from '@xingheng/shared';
import type { Database, MenuItemTable } from '../db/types';

/**
 * Nests menu rows under their parents, keeping the rows' order.
 * @param rows every menu row, sorted by `sort_order`
 * @param parentId the level to build (null: the top level)
 * @returns `MenuItem[]`; leaves have no `children`
 */
export function buildMenuTree(rows: MenuItemTable[], parentId: number | null = null): MenuItem[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => {
      const children = buildMenuTree(rows, row.id);
      const item: MenuItem = { id: row.id, name: row.name, url: row.url, tag: row.tag };
      return children.length > 0 ? { ...item, children } : item;
    });
}

/**
 * The header menu (SPEC §2 "Default layout").
 * @returns `MenuItem[]`, three levels, each in `sort_order`
 */
export async function websiteMenu(db: Kysely<Database>): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menu_items')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return buildMenuTree(rows);
}

/**
 * The services sold (SPEC §3 `serverType`, `connectType`).
 * @returns `ServiceProduct[]` in `sort_order` (ids 6, 7, 8 among them)
 */
export async function serviceProducts(db: Kysely<Database>): Promise<ServiceProduct[]> {
  const rows = await db.selectFrom('services').selectAll().orderBy('sort_order').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    summary: r.summary,
    serverType: r.server_type,
    connectType: r.connect_type,
  }));
}

/**
 * The home page's banners (SPEC §2 `/`).
 * @returns `Banner[]` in `sort_order`
 */
export async function indexBanners(db: Kysely<Database>): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'link', 'theme'])
    .orderBy('sort_order')
    .execute();
}

/**
 * The hardware sold (SPEC §2 hardware routes).
 * @returns `HardwareItem[]` in `sort_order`, the slugs of the hardware routes
 */
export async function hardwareItems(db: Kysely<Database>): Promise<HardwareItem[]> {
  return db
    .selectFrom('hardware')
    .select(['id', 'slug', 'name', 'category', 'summary'])
    .orderBy('sort_order')
    .execute();
}
