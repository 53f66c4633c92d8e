import { parsePayPalAmount } from '../paypal-money.js';

/** One of PayPal's error answers: HTTP status, name and the issue codes in details[]. */
export interface SimFailure {
  readonly status: number;
  readonly name: string;
  readonly issue: string;
  readonly description: string;
}

export const UNPROCESSABLE = 'UNPROCESSABLE_ENTITY';
const BUSINESS_MESSAGE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

/** PayPal's error body. */
export function renderFailure(failure: SimFailure, debugId: string) {
  return {
    name: failure.name,
    message: failure.name === UNPROCESSABLE ? BUSINESS_MESSAGE : 'Request is not well-formed.',
    debug_id: debugId,
    details: [{ issue: failure.issue, description: failure.description }],
  };
}

function unprocessable(issue: string, description: string): SimFailure {
  return { status: 422, name: UNPROCESSABLE, issue, description };
}

function invalid(issue: string, description: string): SimFailure {
  return { status: 400, name: 'INVALID_REQUEST', issue, description };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Cents of a money object {currency_code, value}; null when absent or malformed. */
function cents(money: unknown): number | null {
  if (!isObject(money) || typeof money.value !== 'string') return null;
  return parsePayPalAmount(money.value);
}

export interface CheckedPurchaseUnit {
  readonly unit: Json;
  readonly amountCents: number;
  readonly currency: string;
}

function checkItems(items: unknown[], breakdown: Json): SimFailure | null {
  let itemTotal = 0;
  let itemTax = 0;
  let hasItemTax = false;
  for (const item of items) {
    const quantity = isObject(item) ? Number(item.quantity) : NaN;
    const unit = isObject(item) ? cents(item.unit_amount) : null;
    if (!Number.isInteger(quantity) || quantity < 1 || unit === null)
      return invalid('INVALID_PARAMETER_VALUE', 'An item needs a quantity and a unit_amount.');
    itemTotal += unit * quantity;
    if (isObject(item) && item.tax !== undefined) {
      hasItemTax = true;
      itemTax += (cents(item.tax) ?? 0) * quantity;
    }
  }
  const declaredItemTotal = cents(breakdown.item_total);
  if (declaredItemTotal === null)
    return unprocessable(
      'ITEM_TOTAL_REQUIRED',
      'If item details are specified, item_total is required.',
    );
  if (declaredItemTotal !== itemTotal)
    return unprocessable(
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
    );
  if (hasItemTax && (cents(breakdown.tax_total) ?? 0) !== itemTax)
    return unprocessable(
      'TAX_TOTAL_MISMATCH',
      'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
    );
  return null;
}

/**
 * PayPal's checks of a create-order body that the shop can get wrong: intent, one purchase unit,
 * the breakdown adding up to the amount (AMOUNT_MISMATCH), the items to item_total
 * (ITEM_TOTAL_MISMATCH) and the items' tax to tax_total (TAX_TOTAL_MISMATCH).
 */
export function checkCreateOrder(body: unknown): CheckedPurchaseUnit | SimFailure {
  if (!isObject(body) || (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE'))
    return invalid('MISSING_REQUIRED_PARAMETER', 'intent is required (CAPTURE or AUTHORIZE).');
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0]))
    return invalid('INVALID_ARRAY_MAX_ITEMS', 'The simulator accepts exactly one purchase_unit.');
  const unit = units[0];
  const amount = unit.amount;
  const amountCents = cents(amount);
  if (!isObject(amount) || amountCents === null || typeof amount.currency_code !== 'string')
    return invalid('INVALID_PARAMETER_VALUE', 'amount needs currency_code and value.');
  if (amountCents === 0)
    return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'The amount must be greater than zero.');
  const breakdown = isObject(amount.breakdown) ? amount.breakdown : null;
  if (breakdown === null) return { unit, amountCents, currency: amount.currency_code };
  const part = (key: string): number => cents(breakdown[key]) ?? 0;
  const sum =
    part('item_total') +
    part('tax_total') +
    part('shipping') +
    part('handling') +
    part('insurance') -
    part('shipping_discount') -
    part('discount');
  if (sum !== amountCents)
    return unprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    );
  if (Array.isArray(unit.items)) {
    const failure = checkItems(unit.items, breakdown);
    if (failure !== null) return failure;
  }
  return { unit, amountCents, currency: amount.currency_code };
}

export function isFailure<T extends object>(value: T | SimFailure): value is SimFailure {
  return 'issue' in value;
}
