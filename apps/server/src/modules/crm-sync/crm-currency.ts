import type { TCrmObjectType } from '@ting/contracts';

/** The deal property holding its currency (ISO 4217); empty in a portal that has one currency only. */
export const DEAL_CURRENCY_PROPERTY = 'deal_currency_code';

/**
 * HubSpot's deal amounts kept in the deal's own currency. A custom number property may be money too,
 * but nothing read here says so (HubSpot's `showCurrencySymbol` is not kept with the field): it shows
 * as a grouped number.
 */
const DEAL_AMOUNT_PROPERTIES = new Set([
  'amount',
  'hs_acv',
  'hs_arr',
  'hs_mrr',
  'hs_tcv',
  'hs_closed_amount',
  'hs_forecast_amount',
  'hs_projected_amount',
]);

/** The currency an amount is shown in: the deal's, for a deal amount; null when unknown or not money. */
export function currencyCodeOf(options: {
  recordType: TCrmObjectType;
  propertyName: string;
  values: Readonly<Record<string, string | null>> | undefined;
}): string | null {
  if (options.recordType !== 'deal' || !DEAL_AMOUNT_PROPERTIES.has(options.propertyName)) return null;
  const code = options.values?.[DEAL_CURRENCY_PROPERTY]?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}
