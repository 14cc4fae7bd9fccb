import { getConfig } from '../../src/config.ts';
import { buildUrl } from '../../src/http.ts';

const frameParams = (): Record<string, string> => ({ tmpl: 'component', quickview: '1', Itemid: String(getConfig().itemid) });

/**
 * The quick-view frame (docs/behaviour.md#quick-view-frame): `{baseUri}` with `option={shopComponent}&view=productdetails&
 * {prefix}_product_id={pid}&{prefix}_category_id={cid}&tmpl=component&quickview=1&Itemid={itemid}`
 * appended to the parameters it already has (`?lang=it`).
 */
export function quickViewUrl(productId: string, categoryId: string): URL {
	const { baseUri, shopComponent, prefix } = getConfig();
	const product = { option: shopComponent, view: 'productdetails', [`${prefix}_product_id`]: productId, [`${prefix}_category_id`]: categoryId };
	return buildUrl(baseUri, { ...product, ...frameParams() });
}

/** A link followed inside the quick view stays in it: `tmpl=component&quickview=1&Itemid` appended. */
export const inFrameUrl = (href: string | URL): URL => buildUrl(href, frameParams());
