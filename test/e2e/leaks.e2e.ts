import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsSettled, useShop } from './harness.ts';
import { addToCart } from './lists-helpers.ts';

/**
 * No leaks: after 100 in-place updates, quick-view opens and cart form replacements, no
 * island of removed content is still mounted, window and document hold no more listeners than
 * before, and removed mount points are not retained (detached elements do not grow with the count).
 */
const shop = useShop();
const ROUNDS = 100;
const discs = '/prodotti/abrasivi/dischi-abrasivi';
const disc = (slug: string) => `${discs}/disco-lamellare-${slug}-detail`;

interface Snapshot {
	live: number;
	listeners: number;
	detached: number;
}

const GROUP = 'leaks';

async function listenersOn(cdp: CDPSession, expression: string): Promise<number> {
	const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: GROUP });
	const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
	return listeners.length;
}

/** Live islands, listeners on window and document, and HTML elements alive but out of the page, after a GC. */
async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
	// Closing animations ended (a dialog is removed after its fade) and the page idle: what a round
	// left behind is garbage by now, or a leak.
	await page.evaluate(async () => {
		await Promise.all(
			document
				.getAnimations()
				.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
				.map((a) => a.finished.catch(() => undefined)),
		);
		await new Promise((idle) => requestIdleCallback(idle));
	});
	await cdp.send('HeapProfiler.collectGarbage');
	const { result: proto } = await cdp.send('Runtime.evaluate', { expression: 'HTMLElement.prototype', objectGroup: GROUP });
	// The array of every element is held by DevTools until its group is released: unreleased, it
	// would keep today's content alive and count it as detached at the next snapshot.
	const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId!, objectGroup: GROUP });
	// Elements of this document that are out of it (inert parser documents, e.g. the sanitizer's, do not count).
	const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
		objectId: objects.objectId!,
		// The prototypes (HTMLDivElement.prototype…) are in the list too: their getters throw, skip them.
		functionDeclaration:
			'function () { let n = 0; for (const el of this) { try { if (el.ownerDocument === document && !el.isConnected) n++; } catch {} } return n; }',
		returnByValue: true,
	});
	if (exceptionDetails) throw new Error(JSON.stringify(exceptionDetails));
	const listeners = (await listenersOn(cdp, 'window')) + (await listenersOn(cdp, 'document'));
	await cdp.send('Runtime.releaseObjectGroup', { objectGroup: GROUP });
	return { live: await page.evaluate(() => window.Vetrina!.liveCount()), listeners, detached: result.value as number };
}

/** Warms up (first dialog, first chunk loads), snapshots, runs ROUNDS more, snapshots again. */
async function measure(page: Page, round: (i: number) => Promise<void>): Promise<[Snapshot, Snapshot]> {
	const cdp = await page.context().newCDPSession(page);
	for (let i = 0; i < 4; i++) await round(i);
	const before = await snapshot(page, cdp);
	for (let i = 0; i < ROUNDS; i++) await round(i);
	const after = await snapshot(page, cdp);
	console.log(`leaks: before ${JSON.stringify(before)}, after ${ROUNDS} more ${JSON.stringify(after)}`);
	return [before, after];
}

function expectNoLeak([before, after]: [Snapshot, Snapshot]): void {
	expect(after.live).toBe(before.live);
	expect(after.listeners).toBe(before.listeners);
	// A removed part of the page is dozens of elements: retaining even one of them would show here.
	expect(after.detached - before.detached).toBeLessThan(10);
}

describe('no leaks after many replacements', { timeout: 600_000 }, () => {
	it(`should keep islands, listeners and detached elements flat over ${ROUNDS} variant switches in place`, async () => {
		const { page, errors } = await shop.open(disc('115mm-p60'));
		await islandsSettled(page);
		const sizes = ['125 mm', '115 mm'];
		const result = await measure(page, async (i) => {
			const size = sizes[i % 2]!;
			// Driven from inside the page: Playwright's own element handles would keep removed nodes alive.
			await page.evaluate((s) => {
				const select = document.querySelector<HTMLSelectElement>('select.cvselection')!;
				select.value = [...select.options].find((o) => o.text.replace(/\s/g, ' ').includes(s))!.value;
				select.dispatchEvent(new Event('change', { bubbles: true }));
			}, size);
			await page.waitForFunction(
				(s) =>
					document.querySelector('.productdetails-view h1')?.textContent?.replace(/\s/g, ' ').includes(s) &&
					!document.querySelector('.productdetails-view[aria-busy]'),
				size,
			);
			// The new content's select takes the next change only once its island is mounted.
			await page.waitForFunction(() => document.querySelector('select.cvselection')?.getAttribute('data-island-state') === 'ready');
		});
		expectNoLeak(result);
		expect(errors).toEqual([]);
	});

	it(`should keep them flat over ${ROUNDS} quick-view opens`, async () => {
		const { page, errors } = await shop.open(discs);
		await islandsSettled(page);
		const button = page.locator('[data-vetrina="quick-view"]').first();
		await button.scrollIntoViewIfNeeded();
		await page.waitForSelector('[data-vetrina="quick-view"][data-island-state="ready"]');
		const result = await measure(page, async () => {
			await button.click();
			// Locators, not waitForSelector: an element handle would keep the closed dialog alive.
			await page.locator('dialog.vetrina-quick-view .vetrina-frame[data-state="ready"]').waitFor();
			await page.keyboard.press('Escape');
			await page.locator('dialog.vetrina-quick-view').waitFor({ state: 'detached' });
		});
		expectNoLeak(result);
		expect(errors).toEqual([]);
	});

	it(`should keep them flat over ${ROUNDS} cart form replacements`, async () => {
		const { page, errors } = await shop.open('/__vetrina/requests');
		await addToCart(page, shop.url, '52', 12);
		await page.goto(`${shop.url}/index.php?option=com_virtuemart&view=cart`);
		await page.waitForSelector('#checkoutForm[data-island-state="ready"]');
		await islandsSettled(page);
		const result = await measure(page, async (i) => {
			await page.evaluate(() => ((document.querySelector('#checkoutForm') as HTMLFormElement & { old?: boolean }).old = true));
			await page.evaluate(
				(plus) => document.querySelector<HTMLElement>(`#checkoutForm .quantity-${plus ? 'plus' : 'minus'}[aria-label*="Silicone"]`)!.click(),
				i % 2 === 0,
			);
			await page.waitForFunction(() => {
				const form = document.querySelector('#checkoutForm') as (HTMLFormElement & { old?: boolean }) | null;
				return form && !form.old && form.getAttribute('data-island-state') === 'ready';
			});
		});
		expectNoLeak(result);
		expect(errors).toEqual([]);
	});
});
