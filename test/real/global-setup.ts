/**
 * Boots the shared real shops once for the whole `real` project: each VirtueMart template set at the site's
 * root and under the sub-folder, with the plugin installed and its live-search field in Cassiopeia's header
 * (`searchPosition`: the stock shop publishes nothing there). Journeys that change a shop for good (plugin
 * options, uninstalling) boot one of their own with `describeRealShop` instead.
 *
 * `REAL_SHOPS=bs5-root,bs3-sub` limits the shops booted (while working on one journey).
 */
import type { TestProject } from 'vitest/node';
import { bootRealShop, type RealShop, type RealShopInfo, realShopAvailable, type TemplateSet } from './shop.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		realShops: RealShopInfo[];
	}
}

const ALL = (['bs5', 'bs3', 'legacy'] as TemplateSet[]).flatMap((templates) => [
	{ templates, subFolder: false },
	{ templates, subFolder: true },
]);

export const shopName = (info: { templates: TemplateSet; subFolder?: boolean; base?: string }) =>
	`${info.templates}-${info.subFolder || info.base ? 'sub' : 'root'}`;

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
					await shop.pluginParams({ searchPosition: 'search' });
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
		shops.map(({ url, base, root, templates }) => ({ url, base, root, templates })),
	);
	return async () => void (await Promise.all(shops.map((shop) => shop.stop())));
}
