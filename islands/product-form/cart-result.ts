/** docs/behaviour.md#add-to-cart-result: which dialog an addJS answer opens. */
import { getConfig } from '../../src/config.ts';
import { t } from '../../src/i18n.ts';
import { sanitizeToFragment } from '../../src/sanitize.ts';
import type { Message } from '../../src/ui/message-dialog.tsx';

export interface AddAnswer {
	msg?: unknown;
	/** A number, usually sent as a string ("1"). */
	stat?: unknown;
}

export function cartResult(answer: AddAnswer | null, productName: string): Message {
	const html = typeof answer?.msg === 'string' ? answer.msg : '';
	const stat = Number(answer?.stat);
	if (sanitizeToFragment(html).querySelector('.hasError')) return { title: t('warning'), tone: 'warning', html };
	if (stat === 1) return { title: t('product-form.added'), tone: 'success', html, cartCount: (count) => t('product-form.cartCount', { count }) };
	if (stat === 2) return { title: productName || t('warning'), tone: 'warning', html };
	return { title: getConfig().cartErrorText || t('product-form.cartError'), tone: 'error', html };
}
