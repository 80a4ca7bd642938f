/**
 * `hotel.Hotel/options`: what the hotel and room type forms choose from, named in the operator's language — cities,
 * facilities, bed and meal types, and cancellation policies, each policy named by its tiers ("full refund until 18:00
 * one day before; 50 % until 14:00 on the day").
 */
import type { AdminCatalogueOptions } from '~/contract/admin/catalogue';
import { MEAL_TYPES } from '~/lib/booking/pricing';
import { BED_TYPES } from '~/lib/catalogue/codes';
import { formatNumber } from '~/lib/format/intl';
import { ok, type Success } from '~/server/http/envelope';
import { bedTypeText, citiesById, FACILITY_CODES, mealTypeText, parseRules } from '~/server/modules/hotel';
import type { AdminContext } from '../door';

/** A policy's tiers as one line in the operator's language. */
function policyName(ctx: AdminContext, rulesText: string, afterCheckinBp: number): string {
  const tiers = parseRules(rulesText).map((rule) => {
    const share = formatNumber(rule.refund_bp / 10_000, ctx.lang, { style: 'percent' });
    return rule.days_before === 0
      ? ctx.t('{{share}} refunded until {{time}} on the day of arrival', { share, time: rule.time })
      : ctx.t('{{share}} refunded until {{time}}, {{count}} days before arrival', {
          share,
          time: rule.time,
          count: rule.days_before,
        });
  });
  if (afterCheckinBp > 0) {
    const share = formatNumber(afterCheckinBp / 10_000, ctx.lang, { style: 'percent' });
    tiers.push(ctx.t('{{share}} refunded after check-in', { share }));
  }
  return tiers.length > 0 ? tiers.join(ctx.t('policy.separator')) : ctx.t('Non-refundable');
}

export async function catalogueOptions(ctx: AdminContext): Promise<Success<AdminCatalogueOptions>> {
  const cityRows = await ctx.db
    .selectFrom('city')
    .select('id')
    .where('status', '=', '1')
    .orderBy('weigh', 'desc')
    .orderBy('id')
    .execute();
  const names = await citiesById(
    ctx.db,
    cityRows.map((row) => row.id),
    ctx.lang,
  );
  const policies = await ctx.db
    .selectFrom('cancel_policy')
    .select(['id', 'rules', 'after_checkin_bp'])
    .orderBy('id')
    .execute();
  return ok({
    cities: cityRows.map((row) => ({ id: row.id, name: names.get(row.id)?.name ?? String(row.id) })),
    facilities: FACILITY_CODES.map((code) => ({ code, name: ctx.t(`facility.${code}`) })),
    bed_types: BED_TYPES.map((code) => ({ code, name: bedTypeText(ctx.t, code) })),
    meal_types: MEAL_TYPES.map((code) => ({ code, name: mealTypeText(ctx.t, code) })),
    policies: policies.map((row) => ({ id: row.id, name: policyName(ctx, row.rules, row.after_checkin_bp) })),
  });
}
