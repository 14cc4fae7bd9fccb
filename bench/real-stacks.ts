/**
 * `--stacks --real`: the three front ends on the real shop (`test/real/shop.ts`): two Joomla 5.2.1 +
 * VirtueMart 4.4.0 shops with VirtueMart's bs5 templates booted side by side, one with this build's plugin
 * installed and enabled (Vetrina), one without it (VirtueMart's own scripts, the stack Vetrina replaces),
 * whose pages with their scripts taken out are the floor.
 */
import { execFileSync } from 'node:child_process';
import { bootRealShop, REALSHOP, realShopAvailable, type RealShop } from '../test/real/shop.ts';
import { ORDERABLE_CARD, THROTTLE, type StackSite } from './stacks.ts';

/** 100 € a piece up to 5, 80 € from 6 (107,00 and 85,60 € with VirtueMart's sample tax): plus from 5 changes the price. */
export const MULTIPLE_PRICE_RANGES = '/index.php/product-attributes/multiple-price-ranges-detail';
export const HELMET = '/index.php/headpiece/safety-helmet-detail';
/** 33 products, 24 on the first page (VirtueMart's default page size; other limits answer 301 to it). */
export const PAGINATION = '/index.php/pagination';
const PRODUCT_FORM = '.productdetails-view form.product';

/** The shops each boot gives, in order, or none: a boot that fails stops those that came up. */
export async function bootAll(boots: (() => Promise<RealShop>)[]): Promise<RealShop[]> {
	const booted = await Promise.allSettled(boots.map((boot) => boot()));
	const up = booted.flatMap((b) => (b.status === 'fulfilled' ? [b.value] : []));
	if (up.length === booted.length) return up;
	await Promise.all(up.map((shop) => shop.stop()));
	throw booted.find((b) => b.status === 'rejected')!.reason;
}

/** A plugin-less bs5 shop with `zip` installed; stopped again when the install fails. */
async function bootWith(zip: string): Promise<RealShop> {
	const shop = await bootRealShop({ templates: 'bs5', plugin: false });
	return shop.install(zip).then(
		() => shop,
		async (error: unknown) => {
			await shop.stop();
			throw error;
		},
	);
}

/** Builds and packages this build's plugin: the bench's npm script builds dist/ but does not package it. */
export function packagePlugin(): void {
	execFileSync(process.execPath, ['scripts/package.mjs'], { stdio: 'inherit' });
}

/**
 * `baseline`: another build's plugin (`--baseline <ref>`), installed on a third shop and compared in the same
 * rounds as a fourth front end, so two builds meet the same pages and the same machine's load.
 */
export async function realStacks(baseline?: { label: string; zip: string }): Promise<StackSite> {
	if (!realShopAvailable()) throw new Error(`no real shop at ${REALSHOP} (set REALSHOP to its folder)`);
	packagePlugin();
	process.stderr.write(`[bench] booting ${baseline ? 'three' : 'two'} real shops…\n`);
	const [vetrina, stock, base] = await bootAll([
		() => bootRealShop({ templates: 'bs5' }),
		() => bootRealShop({ templates: 'bs5', plugin: false }),
		...(baseline ? [() => bootWith(baseline.zip)] : []),
	]);
	return {
		id: 'stacks-real',
		title: `Three front ends on the real shop (Joomla 5.2.1 + VirtueMart 4.4.0, Cassiopeia, bs5), ${THROTTLE}× CPU`,
		pages: [
			{ label: 'category (pagination, 24 of 33)', path: PAGINATION, form: `${ORDERABLE_CARD} form.product`, card: ORDERABLE_CARD },
			{ label: 'product, price by quantity (multiple price ranges)', path: MULTIPLE_PRICE_RANGES, form: PRODUCT_FORM, plusFrom: 5 },
			{ label: 'product (safety helmet)', path: HELMET, form: PRODUCT_FORM },
		],
		stacks: [
			{ id: 'vetrina', label: 'Vetrina', dialog: 'dialog[open]', url: vetrina!.url },
			...(base && baseline ? [{ id: 'vetrina' as const, label: `Vetrina ${baseline.label}`, dialog: 'dialog[open]', url: base.url }] : []),
			{ id: 'old-stack', label: "VirtueMart 4.4's own (jQuery 3.7.1)", dialog: '#fancybox-wrap', url: stock!.url },
			{ id: 'none', label: 'no JavaScript', dialog: null, url: stock!.url, stripped: true },
		],
		message: 'was added to your cart',
		how: `Two real shops booted side by side from the shared real shop (VirtueMart's sample data, PHP's built-in server and MariaDB on this machine, sharing its cores with Chromium): one with this build's plugin installed and enabled (Vetrina), one without it (VirtueMart's own scripts: jQuery, jQuery UI, Chosen, FancyBox, vmsite, vmprices, dynupdate, update_cart, with Bootstrap's popover). Both load Joomla's core scripts and Cassiopeia's, counted in JS gzip. No JavaScript: the plugin-less shop's pages with every script element and script preload taken out of their HTML (the document alone goes through a Playwright route, used once). Category: ${PAGINATION}, 24 of its 33 products; the first orderable card gets the pointer on its image first (not timed). Price by quantity: ${MULTIPLE_PRICE_RANGES}, 100 € a piece up to 5 and 80 € from 6 (107,00 and 85,60 € with tax): the quantity is typed to 5 first (not timed), then plus to 6, which must leave another price on screen. Safety helmet: plus from 1 to 2, same price. Add → dialog visible: Vetrina's \`dialog[open]\`, VirtueMart's FancyBox \`#fancybox-wrap\`, once either shows "was added to your cart".`,
		notes: baseline ? [`Vetrina ${baseline.label}: a third shop, booted the same way, with that build's plugin installed and enabled.`] : [],
		close: async () => {
			await Promise.all([vetrina!, stock!, ...(base ? [base] : [])].map((shop) => shop.stop()));
		},
	};
}
