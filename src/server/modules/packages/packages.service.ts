import { CURRENCIES_BY_CATEGORY, isCurrencyAllowed, type ContestCategory } from '../../../domain/packages';
import type { PackageCreate, PackageUpdate } from '../../../domain/schemas/admin';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import * as repo from './packages.repo';
import { isUuid } from '../../../domain/ids';
import { paymentModeFor } from '../payments/provider-registry';
import { priceAt } from '../../../domain/dated-prices';
import { camelFields } from '../../lib/camel-fields';

function viewOf(row: repo.PackageRow) {
  return camelFields(row, ['id', 'category', 'items', 'is_active', 'prices']);
}

/** Photo packages are priced in reais or dollars, video packages in reais or euros (spec section 9). */
function assertCurrencies(category: ContestCategory, prices: readonly repo.PriceRow[]) {
  const fields: Record<string, string> = {};
  prices.forEach((price, index) => {
    if (!isCurrencyAllowed(category, price.currency))
      fields[`prices.${index}.currency`] = 'errors.package.currencyNotAllowed';
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 'Currency not allowed', fields);
}

function mapDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'packages_category_items_key')) {
    throw new AppError('PACKAGE_EXISTS', 'A package with this number of items already exists', {
      items: 'errors.package.exists',
    });
  }
  throw error;
}

export async function listForAdmin(ctx: AppContext) {
  return { items: (await repo.listPackages(ctx.pool)).map(viewOf) };
}

/** What a participant chooses from: active packages with prices in the category's currencies. */
export async function listForParticipant(ctx: AppContext, category: ContestCategory, now = new Date()) {
  const currencies = CURRENCIES_BY_CATEGORY[category];
  const rows = await repo.listPackages(ctx.pool, { category, activeOnly: true });
  return {
    category,
    currencies,
    providerCurrencies: currencies.filter((c) => paymentModeFor(ctx, c) === 'provider'),
    unpaidEntriesAllowed: ctx.config.payments.allowUnpaidEntries,
    // Each price as it is today (São Paulo day), with when and to what it changes next.
    items: rows.map((row) => ({
      id: row.id,
      items: row.items,
      prices: row.prices
        .filter((price) => currencies.includes(price.currency))
        .map((price) => {
          const today = priceAt(price, now);
          return {
            currency: price.currency,
            amount: today.amount,
            paymentUrl: price.paymentUrl,
            period: today.period,
            changesOn: today.changesOn,
            nextAmount: today.nextAmount,
          };
        }),
    })),
  };
}

export async function createPackage(ctx: AppContext, caller: SessionUser, input: PackageCreate) {
  assertCurrencies(input.category, input.prices);
  let id: string;
  try {
    id = await inTransaction(ctx.db, async (client) => {
      const created = await repo.insertPackage(client, input);
      await repo.replacePrices(client, created, input.prices);
      await recordAudit(client, caller.id, 'package.create', created, {
        after: viewOf((await repo.findPackage(client, created))!),
      });
      return created;
    });
  } catch (error) {
    mapDuplicate(error);
  }
  return viewOf((await repo.findPackage(ctx.pool, id))!);
}

export async function updatePackage(ctx: AppContext, caller: SessionUser, id: string, input: PackageUpdate) {
  if (!isUuid(id)) throw notFound();
  try {
    await inTransaction(ctx.db, async (client) => {
      if (!(await repo.lockPackage(client, id))) throw notFound();
      const before = (await repo.findPackage(client, id))!;
      assertCurrencies(before.category, input.prices);
      // Bought packages keep their size: entry limits and history are read from the package row.
      if (input.items !== before.items && (await repo.isPackageReferenced(client, id))) {
        throw new AppError('PACKAGE_IN_USE', 'This package was bought; create a new one instead', {
          items: 'errors.package.itemsLocked',
        });
      }
      await repo.updatePackage(client, id, input);
      await repo.replacePrices(client, id, input.prices);
      await recordAudit(client, caller.id, 'package.update', id, {
        before: viewOf(before),
        after: viewOf((await repo.findPackage(client, id))!),
      });
    });
  } catch (error) {
    mapDuplicate(error);
  }
  return viewOf((await repo.findPackage(ctx.pool, id))!);
}

/** Only a package nobody bought can be deleted; a bought one is deactivated instead (isActive false). */
export async function deletePackage(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await inTransaction(ctx.db, async (client) => {
    if (!(await repo.lockPackage(client, id))) throw notFound();
    if (await repo.isPackageReferenced(client, id)) {
      throw new AppError('PACKAGE_IN_USE', 'This package was bought; deactivate it instead');
    }
    const before = (await repo.findPackage(client, id))!;
    await repo.deletePackage(client, id);
    await recordAudit(client, caller.id, 'package.delete', id, {
      before: viewOf(before),
    });
  });
}
