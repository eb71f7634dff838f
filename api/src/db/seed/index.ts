import type { Kysely } from 'kysely';
import type { Database, MenuItemTable } from '../types';
import { hashPassword } from '../../auth/passwords';
import { menuSeed, type MenuSeed } from './menu';
import { bannerSeed, hardwareSeed, serviceSeed } from './catalog';
import { newsRows } from './news';
import { supportDocSeed } from './content';
import { jobRows } from './jobs';
import { serviceDetailSeed, servicePlanSeed } from './serviceDetails';
import { termsDocSeed } from './terms';
import { demoOrders, demoUser } from './users';

/** Flattens the nested menu into rows, parents before children (for the foreign key). */
function menuRows(items: MenuSeed[], parentId: number | null): MenuItemTable[] {
  return items.flatMap((item, index) => [
    {
      id: item.id,
      parent_id: parentId,
      name: item.name,
      url: item.url,
      tag: item.tag ?? null,
      sort_order: index + 1,
    },
    ...menuRows(item.children ?? [], item.id),
  ]);
}

/**
 * Inserts the site's content (menu, services, banners, hardware, news, documents, jobs, terms) and,
 * when `demoData` is on, the demo user and its orders. Idempotent: every row has a fixed key and
 * existing keys are skipped (`on conflict do nothing`), so a second start writes nothing.
 * @param options `demoData`: seed the demo account (default true; see `demoDataEnabled`)
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoData?: boolean } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('menu_items')
      .values(menuRows(menuSeed, null))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('services')
      .values(serviceSeed)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('banners')
      .values(bannerSeed)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('hardware')
      .values(hardwareSeed)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('news')
      .values(newsRows())
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('support_docs')
      .values(supportDocSeed)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('service_details')
      .values(serviceDetailSeed)
      .onConflict((oc) => oc.column('service_id').doNothing())
      .execute();
    await trx
      .insertInto('service_plans')
      .values(servicePlanSeed)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('jobs')
      .values(jobRows())
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('terms_docs')
      .values(termsDocSeed)
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  });
  if (options.demoData ?? true) await seedDemoUser(db);
}

/** Adds the demo user (hashing its password only when it is missing) and its orders. */
async function seedDemoUser(db: Kysely<Database>): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', demoUser.id)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('users')
      .values({
        id: demoUser.id,
        phone: demoUser.phone,
        password_hash: await hashPassword(demoUser.password),
        nickname: demoUser.nickname,
        created_at: demoUser.createdAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await db
    .insertInto('server_orders')
    .values(demoOrders)
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();
}
