/**
 * Boots the shared real shops once for the whole `real` project: each VirtueMart template set at the site's
 * root and under the sub-folder, with the plugin installed. Journeys that change a shop for good (plugin
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
	// The first alone: on a fresh machine its boot installs the Debian packages the shop needs, and two
	// apt-get runs at once fail on apt's lock. Then two at a time: two cores, and each boot loads a database.
	const [first, ...rest] = configs;
	if (first) shops.push(await bootRealShop(first));
	for (let i = 0; i < rest.length; i += 2) shops.push(...(await Promise.all(rest.slice(i, i + 2).map((config) => bootRealShop(config)))));
	project.provide(
		'realShops',
		shops.map(({ url, base, root, templates }) => ({ url, base, root, templates })),
	);
	return async () => void (await Promise.all(shops.map((shop) => shop.stop())));
}
