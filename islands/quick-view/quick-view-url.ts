import { getConfig } from '../../src/config.ts';

const frameParams = (itemid: number) => `tmpl=component&quickview=1&Itemid=${itemid}`;

/**
 * The quick-view frame (spec §7): `{baseUri}?option={shopComponent}&view=productdetails&
 * {prefix}_product_id={pid}&{prefix}_category_id={cid}&tmpl=component&quickview=1&Itemid={itemid}`.
 */
export function quickViewUrl(productId: string, categoryId: string): string {
	const { baseUri, shopComponent, prefix, itemid } = getConfig();
	const query = new URLSearchParams({
		option: shopComponent,
		view: 'productdetails',
		[`${prefix}_product_id`]: productId,
		[`${prefix}_category_id`]: categoryId,
	});
	return `${baseUri}${baseUri.includes('?') ? '&' : '?'}${query}&${frameParams(itemid)}`;
}

/** A link followed inside the quick view stays in it: `tmpl=component&quickview=1&Itemid` appended. */
export const inFrameUrl = (href: string): string => `${href}${href.includes('?') ? '&' : '?'}${frameParams(getConfig().itemid)}`;
