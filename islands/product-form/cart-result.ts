/** docs/behaviour.md#add-to-cart-result: which dialog an addJS answer opens. */
import { getConfig } from '../../src/config.ts';
import { t } from '../../src/i18n.ts';
import { sanitizeToFragment } from '../../src/sanitize.ts';
import type { AddAnswer } from '../../src/cart/actions.ts';
import type { Message } from '../../src/ui/message-dialog.tsx';

/** `count` resolves with the cart's count after the add: a product added shows it. */
export function cartResult(answer: AddAnswer | null, productName: string, count: Promise<number | null>): Message {
	const html = typeof answer?.msg === 'string' ? answer.msg : '';
	const stat = Number(answer?.stat);
	if (sanitizeToFragment(html).querySelector('.hasError')) return { title: t('warning'), tone: 'warning', html };
	if (stat === 1)
		return { title: t('product-form.added'), tone: 'success', html, cartCount: { count, text: (n) => t('product-form.cartCount', { count: n }) } };
	if (stat === 2) return { title: productName || t('warning'), tone: 'warning', html };
	return { title: getConfig().cartErrorText || t('product-form.cartError'), tone: 'error', html };
}
