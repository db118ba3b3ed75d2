import { escapeHtml, renderPage } from '../shared/html.js';
import { findPrice, findProduct, formatAmount, PRICES, SANDBOX_STRIPE_PRICES } from './prices.js';
import type { StoredCheckoutSession, StripePortalSession, StripeSubscription } from './stripe-store.js';

const SERVICE = 'Stripe';

function date(unixSeconds: number | null): string {
  return unixSeconds ? new Date(unixSeconds * 1000).toISOString().slice(0, 10) : '—';
}

function productName(priceId: string): string {
  const price = findPrice(priceId);
  return (price && findProduct(price.product)?.name) ?? priceId;
}

export type CheckoutPageOptions = {
  stored: StoredCheckoutSession;
  /** Where the form posts. */
  action: string;
  customerEmail: string | null;
  error?: string;
  cardNumber?: string;
};

/**
 * The hosted Checkout page. Page contract relied on by tests outside the project: an input
 * labelled `Card number` and a button `Subscribe`; errors show in a visible `role="alert"` box.
 */
export function renderCheckoutPage({
  stored,
  action,
  customerEmail,
  error,
  cardNumber = '',
}: CheckoutPageOptions): string {
  const { session } = stored;
  const rows = stored.lineItems
    .map((line) => {
      const price = findPrice(line.price)!;
      const perSeat = price.id === SANDBOX_STRIPE_PRICES.business ? ' per seat' : '';
      return `<tr><th>${escapeHtml(productName(line.price))}</th><td>Qty <span data-testid="quantity">${line.quantity}</span> × ${escapeHtml(formatAmount(price.unit_amount))} / month${perSeat}</td></tr>`;
    })
    .join('\n');
  const monthly = stored.lineItems.reduce(
    (sum, line) => sum + findPrice(line.price)!.unit_amount * line.quantity,
    0,
  );
  const trial = stored.trialPeriodDays
    ? `<p><strong>${stored.trialPeriodDays} days free</strong>, then ${escapeHtml(formatAmount(monthly))} / month. Due today: ${escapeHtml(formatAmount(0))}</p>`
    : '';
  const emailField = customerEmail
    ? `<p class="muted">Paying as ${escapeHtml(customerEmail)}</p>`
    : `<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required>`;
  const cancel = session.cancel_url
    ? `<p class="muted"><a href="${escapeHtml(session.cancel_url)}">Cancel</a> and return without subscribing</p>`
    : '';
  const body = `<h1>Subscribe to ${escapeHtml(stored.lineItems.map((line) => productName(line.price)).join(', '))}</h1>
<table>
${rows}
<tr><th>Total</th><td><strong data-testid="total">${escapeHtml(formatAmount(monthly))}</strong> / month</td></tr>
</table>
${trial}
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">
${emailField}
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(cardNumber)}" required>
<p class="muted">Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future expiry and CVC.</p>
<div class="actions"><button type="submit" class="primary">Subscribe</button></div>
</form>
${cancel}`;
  return renderPage({ service: SERVICE, title: 'Checkout', body });
}

export function renderMessagePage({
  title,
  message,
  link,
}: {
  title: string;
  message: string;
  link?: { href: string; text: string };
}): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`;
  return renderPage({ service: SERVICE, title, body });
}

export type PortalPageOptions = {
  session: StripePortalSession;
  subscriptions: StripeSubscription[];
  /** The prices the session's configuration offers (none: subscriptions cannot be updated). */
  prices: string[];
  customerEmail: string | null;
  /** Base path of the page's forms: `${baseUrl}/portal/${id}`. */
  action: string;
  notice?: string;
  error?: string;
};

/**
 * The Billing Portal: each subscription with a form to change plan and quantity (`Update
 * subscription`), and a `Cancel subscription` (at period end) or `Renew subscription` button; a
 * link back to the return URL.
 */
export function renderPortalPage({
  session,
  subscriptions,
  prices,
  customerEmail,
  action,
  notice,
  error,
}: PortalPageOptions): string {
  const sections = subscriptions
    .map((subscription) => renderSubscription({ subscription, action, prices }))
    .join('\n');
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">Return to Ting</a></p>`
    : '';
  const body = `<h1>Manage your subscription</h1>
<p class="muted">${escapeHtml(customerEmail ?? session.customer)}</p>
${notice ? `<div class="notice" role="status"><strong>${escapeHtml(notice)}</strong></div>` : ''}
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
${sections || '<p>No active subscription.</p>'}
${back}`;
  return renderPage({ service: SERVICE, title: 'Billing portal', body, isWide: true });
}

function renderSubscription({
  subscription,
  action,
  prices,
}: {
  subscription: StripeSubscription;
  action: string;
  prices: string[];
}): string {
  const item = subscription.items.data[0];
  if (!item) return '';
  const id = escapeHtml(subscription.id);
  const periodEnd = date(item.current_period_end);
  const state = subscription.cancel_at_period_end
    ? `Cancels on ${periodEnd}`
    : subscription.status === 'trialing'
      ? `Trial ends on ${date(subscription.trial_end)}`
      : `Renews on ${periodEnd}`;
  const options = PRICES.filter((price) => prices.includes(price.id))
    .map(
      (price) =>
        `<option value="${escapeHtml(price.id)}"${price.id === item.price.id ? ' selected' : ''}>${escapeHtml(
          productName(price.id),
        )} — ${escapeHtml(formatAmount(price.unit_amount))} / month${price.id === SANDBOX_STRIPE_PRICES.business ? ' per seat' : ''}</option>`,
    )
    .join('');
  const isCanceled = subscription.status === 'canceled';
  const isUpdatable = prices.includes(item.price.id);
  const update = isUpdatable
    ? `<form method="post" action="${escapeHtml(action)}/subscriptions/${id}/update">
<label for="price-${id}">Plan</label>
<select id="price-${id}" name="price">${options}</select>
<label for="quantity-${id}">Quantity</label>
<input id="quantity-${id}" name="quantity" type="number" min="1" max="100" value="${item.quantity}" required>
<div class="actions"><button type="submit" class="primary">Update subscription</button></div>
</form>`
    : '';
  const controls = isCanceled
    ? ''
    : `${update}
<form method="post" action="${escapeHtml(action)}/subscriptions/${id}/${subscription.cancel_at_period_end ? 'renew' : 'cancel'}">
<div class="actions"><button type="submit">${subscription.cancel_at_period_end ? 'Renew subscription' : 'Cancel subscription'}</button></div>
</form>`;
  return `<h2>${escapeHtml(productName(item.price.id))}</h2>
<table>
<tr><th>Status</th><td data-testid="status">${escapeHtml(subscription.status)}</td></tr>
<tr><th>Quantity</th><td>${item.quantity}</td></tr>
<tr><th>Total</th><td>${escapeHtml(formatAmount(item.price.unit_amount * item.quantity))} / month</td></tr>
<tr><th>Period</th><td>${escapeHtml(state)}</td></tr>
</table>
${controls}`;
}
