/**
 * In-code migration provider: every migration is imported statically so the bundler includes it.
 * Add new migrations here in name order; never edit one that has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import type { Database } from '~/server/db';
import { type Engine, withBusyRetry } from '~/server/db/engine';
import { initialMigration } from './0001_initial';
import { membershipMigration } from './0002_membership';
import { accountMigration } from './0003_account';
import { uniqueLowerNamesMigration } from './0004_unique_lower_names';
import { tokenFamilyMigration } from './0005_token_family';
import { logEventMemosMigration } from './0006_log_event_memos';
import { hotelCatalogueMigration } from './0007_hotel_catalogue';
import { tokenSuccessorMigration } from './0008_token_successor';
import { hotelOrdersMigration } from './0009_hotel_orders';
import { hotelNavMigration } from './0010_hotel_nav';
import { orderRulesMigration } from './0011_order_rules';
import { roomNightCoverMigration } from './0012_room_night_cover';
import { cmsMigration } from './0013_cms';
import { cmsCoverSourcesMigration } from './0014_cms_cover_sources';
import { cmsNavMigration } from './0015_cms_nav';
import { cmsMemberRulesMigration } from './0016_cms_member_rules';
import { cmsSearchStripMigration } from './0018_cms_search_strip';
import { cmsMenuMigration } from './0019_cms_menu';
import { subAccountsMigration } from './0020_subaccounts';
import { carsMigration } from './0021_cars';
import { subAccountMenuMigration } from './0022_subaccount_menu';
import { storageFileMigration } from './0023_storage_file';
import { hotelRateSpanMigration } from './0024_hotel_rate_span';
import { hotelSearchBoundsMigration } from './0025_hotel_search_bounds';
import { operatorsMigration } from './0026_operators';
import { auditLogRulesMigration } from './0027_audit_log_rules';
import { ordersDeskMigration } from './0028_orders_desk';
import { membersMoneyMigration } from './0029_members_money';
import { staffMigration } from './0030_staff';
import { topUpMigration } from './0031_top_up';
import { memberPasswordResetMigration } from './0032_member_password_reset';
import { ratePlansMigration } from './0033_rate_plans';
import { hotelRatesMigration } from './0034_hotel_rates';
import { stayRulesMigration } from './0035_stay_rules';
import { rateRulesMigration } from './0036_rate_rules';
import { catalogueRulesMigration } from './0037_catalogue_rules';

export function migrationProvider(engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_initial': initialMigration(engine),
    '0002_membership': membershipMigration(engine),
    '0003_account': accountMigration(engine),
    '0004_unique_lower_names': uniqueLowerNamesMigration(engine),
    '0005_token_family': tokenFamilyMigration(),
    '0006_log_event_memos': logEventMemosMigration(),
    '0007_hotel_catalogue': hotelCatalogueMigration(engine),
    '0008_token_successor': tokenSuccessorMigration(),
    '0009_hotel_orders': hotelOrdersMigration(engine),
    '0010_hotel_nav': hotelNavMigration(),
    '0011_order_rules': orderRulesMigration(),
    '0012_room_night_cover': roomNightCoverMigration(engine),
    '0013_cms': cmsMigration(engine),
    '0014_cms_cover_sources': cmsCoverSourcesMigration(),
    '0015_cms_nav': cmsNavMigration(),
    '0016_cms_member_rules': cmsMemberRulesMigration(engine),
    '0018_cms_search_strip': cmsSearchStripMigration(engine),
    '0019_cms_menu': cmsMenuMigration(engine),
    '0020_subaccounts': subAccountsMigration(engine),
    '0021_cars': carsMigration(engine),
    '0022_subaccount_menu': subAccountMenuMigration(engine),
    '0023_storage_file': storageFileMigration(engine),
    '0024_hotel_rate_span': hotelRateSpanMigration(),
    '0025_hotel_search_bounds': hotelSearchBoundsMigration(),
    '0026_operators': operatorsMigration(engine),
    '0027_audit_log_rules': auditLogRulesMigration(),
    '0028_orders_desk': ordersDeskMigration(engine),
    '0029_members_money': membersMoneyMigration(),
    '0030_staff': staffMigration(),
    '0031_top_up': topUpMigration(engine),
    '0032_member_password_reset': memberPasswordResetMigration(),
    '0033_rate_plans': ratePlansMigration(),
    '0034_hotel_rates': hotelRatesMigration(),
    '0035_stay_rules': stayRulesMigration(),
    '0036_rate_rules': rateRulesMigration(),
    '0037_catalogue_rules': catalogueRulesMigration(),
  };
  return { getMigrations: async () => migrations };
}

/** Brings the schema to the latest migration. Safe to run from several processes at once. */
export async function migrateDatabase(db: Database, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(engine) });
  const { error } = await withBusyRetry(async () => {
    const result = await migrator.migrateToLatest();
    if (result.error) throw result.error;
    return result;
  });
  if (error) throw error;
}
