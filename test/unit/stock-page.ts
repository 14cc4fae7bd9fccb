import { idSource, newSession } from '../../fixtures/server/session.ts';
import { categoryView, parseListing } from '../../fixtures/server/render/catalog-pages.ts';
import { productDetails } from '../../fixtures/server/render/product-details.ts';
import { createShop, type TemplateSet } from '../../fixtures/server/shop.ts';

/**
 * The content of a demo shop page printing a stock VirtueMart template set (product details or
 * category view), rendered by the shop's own code: also what an in-place update is answered.
 */
export function stockContent(set: TemplateSet, path: string): string {
	const shop = createShop({ templates: set });
	const view = { shop, session: newSession(idSource('unit')), url: path };
	const found = shop.catalogue.resolve(path.split('/').slice(2).filter(Boolean));
	if (!found) throw new Error(`no page at ${path}`);
	return (found.product ? productDetails(view, found.product) : categoryView(view, found.category!, parseListing(new URLSearchParams()))).value;
}

/** That content as the page under test. Its inline scripts stay inert: happy-dom runs none of them. */
export function loadStockPage(set: TemplateSet, path: string): Document {
	const html = `<div id="system-message-container"></div>${stockContent(set, path)}`;
	document.body.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
	return document;
}

/** Demo shop paths the stock tests use. */
export const STOCK_PATHS = {
	/** Type C, two drop-downs (Misura, Confezione). */
	screw: '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-1pz-detail',
	/** Type C as radios, and a price-changing radio option. */
	tape: '/prodotti/strumenti-di-misura/flessometri/flessometro-gommato-3m-detail',
	/** Type A child list. */
	spanner: '/prodotti/chiavi-e-utensili-manuali/chiavi-combinate/chiave-combinata-10mm-detail',
	/** Price-changing select and radio options. */
	drill: '/prodotti/elettroutensili/trapani/trapano-a-batteria-18v-brushless-detail',
	/** Category of the child lists: inline onchange navigation. */
	spanners: '/prodotti/chiavi-e-utensili-manuali/chiavi-combinate',
	/** Step 12, minimum 12. */
	silicone: '/prodotti/sigillanti-e-adesivi/siliconi/silicone-sanitario-antimuffa-cartone-da-12-pz-detail',
} as const;
