import type { Kysely } from 'kysely';
import type { Database, MenuItemTable } from '../types';
import { hashPassword } from '../../auth/passwords';
import { menuSeed, type MenuSeed } from './menu';
import { bannerSeed, hardwareSeed, serviceSeed } from './catalog';
import { newsRows } from './news';
import { supportDocSeed } from './content';
import { noticeRows } from './notices';
import { policyDocMeta } from './supportArticles';
import { jobRows } from './jobs';
import { serviceDetailSeed, servicePlanSeed } from './serviceDetails';
import { termsDocSeed } from './terms';
import { seedDemoPayments } from './payments';
import { demoOrders, demoServiceAccounts, demoTrialApplications, demoUser } from './users';
import { transact } from '../transaction';

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
 * Inserts the site's content (menu, services, banners, hardware, news, support articles, notices,
 * jobs, terms) and, when `demoData` is on, the demo user and its orders. Idempotent: every row has
 * a fixed key and existing keys are skipped (`on conflict do nothing`), so a second start writes
 * nothing. Hardware rows without a price (databases older than online sales) get the seed's
 * price; the policy documents 9 and 10 without a summary (older than the support center) get the
 * seed's summary and place.
 * @param options `demoData`: seed the demo account (default true; see `demoDataEnabled`); `now`:
 *   the seed's instant, epoch ms (default the wall clock), from which the demo account's unpaid
 *   orders are dated
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoData?: boolean; now?: number } = {},
): Promise<void> {
  await transact(db, async (trx) => {
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
    // Databases seeded before online sales have hardware rows without a price: give them the
    // seed's (never overwriting a price set since).
    for (const product of hardwareSeed) {
      await trx
        .updateTable('hardware')
        .set({ price_cents: product.price_cents ?? null })
        .where('id', '=', product.id)
        .where('price_cents', 'is', null)
        .execute();
    }
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
    // Databases seeded before the support center have the two policies without a summary: give
    // them the seed's (never overwriting one written since).
    for (const id of [9, 10] as const) {
      await trx
        .updateTable('support_docs')
        .set({ summary: policyDocMeta[id].summary, sort_order: policyDocMeta[id].sort_order })
        .where('id', '=', id)
        .where('summary', '=', '')
        .execute();
    }
    await trx
      .insertInto('notices')
      .values(noticeRows())
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
  if (options.demoData ?? true) await seedDemoUser(db, options.now ?? Date.now());
}

/**
 * Adds the demo user (hashing its password only when it is missing), its orders, the service
 * accounts of its paid orders and its trial application; existing rows are kept as they are.
 * @param seedMs the seed's instant, epoch ms: the unpaid orders are dated from it
 */
async function seedDemoUser(db: Kysely<Database>, seedMs: number): Promise<void> {
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
  await transact(db, async (trx) => {
    await trx
      .insertInto('server_orders')
      .values(demoOrders(seedMs))
      .onConflict((oc) => oc.column('order_no').doNothing())
      .execute();
    await trx
      .insertInto('service_accounts')
      .values(demoServiceAccounts)
      .onConflict((oc) => oc.column('account_name').doNothing())
      .execute();
    await trx
      .insertInto('trial_applications')
      .values(demoTrialApplications)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  await seedDemoPayments(db, demoUser.id);
}
