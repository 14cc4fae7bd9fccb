/**
 * Boots the shared real shops once for the whole `real` project: each VirtueMart template set on Cassiopeia (at
 * the site's root or under the sub-folder), VirtueMart's own site template vmbasic and an Italian shop, with
 * the plugin installed and its positions set as an owner of each template would. Journeys that change a shop
 * for good (plugin options, uninstalling) boot one of their own with `describeRealShop` instead.
 *
 * `REAL_SHOPS=bs5-root,it-bs5-sub` limits the shops booted (while working on one journey).
 */
import type { TestProject } from 'vitest/node';
import { bootRealShop, type RealShop, type RealShopInfo, type RealShopOptions, realShopAvailable } from './shop.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		realShops: RealShopInfo[];
	}
}

type SharedShop = Required<Pick<RealShopOptions, 'templates' | 'subFolder' | 'site' | 'language'>>;

/**
 * One shop of each kind: each of VirtueMart's template sets on Cassiopeia (bs5 at the site's root, bs3 and legacy
 * under the sub-folder), VirtueMart's own site template vmbasic (bs5, at the root) and an Italian shop (bs5,
 * under the sub-folder). Every template set and both places a site lives in, within CI's time on two cores.
 */
const ALL: SharedShop[] = [
	{ templates: 'bs5', subFolder: false, site: 'cassiopeia', language: 'en' },
	{ templates: 'bs3', subFolder: true, site: 'cassiopeia', language: 'en' },
	{ templates: 'legacy', subFolder: true, site: 'cassiopeia', language: 'en' },
	{ templates: 'bs5', subFolder: false, site: 'vmbasic', language: 'en' },
	{ templates: 'bs5', subFolder: true, site: 'cassiopeia', language: 'it' },
];

/** `bs5-root`, `bs3-sub`; `vmbasic-bs5-root`, `it-bs5-sub` for the other template and language. */
export const shopName = (info: { templates: string; subFolder?: boolean; base?: string; site?: string; language?: string }) =>
	`${info.site === 'vmbasic' ? 'vmbasic-' : ''}${info.language === 'it' ? 'it-' : ''}${info.templates}-${info.subFolder || info.base ? 'sub' : 'root'}`;

/**
 * The plugin's positions as docs/integrating.md tells an owner of each template: on Cassiopeia the live-search
 * field in its header's `search` (the stock shop publishes nothing there); on vmbasic the header lists beside
 * its cart module, in the header (its sidebars are dropped on product pages), and VirtueMart's own search module
 * in its header takes live search by itself.
 */
const positions = (shop: SharedShop) => (shop.site === 'vmbasic' ? { headerListsPosition: 'cart' } : { searchPosition: 'search' });

export default async function setup(project: TestProject) {
	const wanted = process.env.REAL_SHOPS?.split(',').map((name) => name.trim());
	const configs = realShopAvailable() ? ALL.filter((config) => !wanted || wanted.includes(shopName(config))) : [];
	const shops: RealShop[] = [];
	// Two at a time: two cores, and each boot loads a database (their apt-get runs wait for each other: bin/apt-get).
	const batches = Array.from({ length: Math.ceil(configs.length / 2) }, (_, i) => configs.slice(2 * i, 2 * i + 2));
	for (const batch of batches) {
		const booted = await Promise.allSettled(
			batch.map(async (config) => {
				const shop = await bootRealShop(config);
				try {
					await shop.pluginParams(positions(config));
				} catch (error) {
					await shop.stop();
					throw error;
				}
				return shop;
			}),
		);
		for (const result of booted) if (result.status === 'fulfilled') shops.push(result.value);
		const failed = booted.find((result) => result.status === 'rejected');
		if (failed) {
			// Nothing left running behind a failed set-up.
			await Promise.all(shops.map((shop) => shop.stop()));
			throw failed.reason;
		}
	}
	project.provide(
		'realShops',
		shops.map(({ url, base, root, templates, site, language }) => ({ url, base, root, templates, site, language })),
	);
	return async () => void (await Promise.all(shops.map((shop) => shop.stop())));
}
