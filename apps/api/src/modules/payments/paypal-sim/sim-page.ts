import { formatPaymentAmount } from '@print/domain';
import { BUYER_SCENARIOS, type BuyerScenario, type SimOrder } from './sim-state.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const SCENARIO_LABELS: Readonly<Record<BuyerScenario, string>> = {
  approve: 'Pay normally (capture COMPLETED)',
  'instrument-declined': 'Card declined at capture (422 INSTRUMENT_DECLINED, choose again)',
  'capture-declined': 'Capture DECLINED',
  pending: 'Capture PENDING (held for review)',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}
fieldset{margin:1rem 0}label{display:block;margin:.4rem 0}button{font-size:1rem;padding:.5rem 1.2rem;margin-right:1rem}</style>
</head><body><main>${body}</main></body></html>`;
}

/** The approval page: plain HTML forms, no script (works with JavaScript disabled). */
export function renderApprovalPage(order: SimOrder, baseUrl: string): string {
  const amount = `${order.currency} ${formatPaymentAmount(order.amountCents)}`;
  const description =
    typeof order.unit.description === 'string' ? order.unit.description : order.id;
  const radios = BUYER_SCENARIOS.map(
    (scenario, index) =>
      `<label><input type="radio" name="scenario" value="${scenario}"${index === 0 ? ' checked' : ''}> ${escapeHtml(SCENARIO_LABELS[scenario])}</label>`,
  ).join('\n');
  const token = escapeHtml(order.id);
  return page(
    'PayPal simulator – approve payment',
    `<p role="alert" data-testid="paypal-sim-test-banner" style="background:#fde68a;border:2px solid #b45309;padding:.75rem;font-weight:bold">Test payments — no real money. This shop's payments are simulated; nothing you approve here is paid.</p>
<h1>PayPal simulator</h1>
<p>This is the shop's built-in stand-in for PayPal (no real money moves).</p>
<p>${escapeHtml(description)}</p>
<p>Amount: <strong data-testid="paypal-sim-amount">${escapeHtml(amount)}</strong></p>
<form method="post" action="${escapeHtml(baseUrl)}/checkoutnow/approve">
<input type="hidden" name="token" value="${token}">
<fieldset><legend>Buyer scenario</legend>
${radios}
</fieldset>
<button type="submit">Approve</button>
</form>
<form method="post" action="${escapeHtml(baseUrl)}/checkoutnow/cancel">
<input type="hidden" name="token" value="${token}">
<button type="submit">Cancel and return to the shop</button>
</form>`,
  );
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/** return_url + ?token=…&PayerID=… (appended to an existing query string if there is one). */
export function appendQuery(url: string, params: Readonly<Record<string, string>>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

export function parseScenario(value: unknown): BuyerScenario {
  return BUYER_SCENARIOS.find((s) => s === value) ?? 'approve';
}
