import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileUrls, xssPayloads } from '../xss-payloads.ts';
import { islandsSettled, useShop } from './harness.ts';
import { PRODUCT, addToList } from './lists-helpers.ts';
import { ready } from './ready.ts';
import { openWatched, type Watched } from './watch.ts';

/**
 * Hostile answers: every payload of the corpus, through every channel the server feeds
 * the page, runs nothing (the sentinel `__xss(n)` never fires), and no navigation or frame goes to a
 * `javascript:`, `data:` or foreign URL. The shop's `replace` fault carries each payload.
 *
 * Every channel runs twice: under the strict CSP, where an inline payload that got through is
 * blocked and only shows as a CSP report (the harness fails the test on any), and with no CSP, where it
 * would run and the sentinel is what catches it. A self-test in each mode plants a payload past the
 * sanitizer and expects the detector to fire, so the suite cannot pass with a detector that never can.
 */
const modes = [
	{ mode: 'under the strict CSP', csp: true },
	{ mode: 'with no CSP', csp: false },
];

const json = (value: unknown) => JSON.stringify(value);
/** An in-place answer: the container first (a payload's unclosed tag must not swallow it), then breadcrumb and title. */
const CONTENT = (n: number, extra: string) =>
	`<div class="productdetails-view"><h1>Mark ${n}</h1><div class="product-neighbours"><a class="next-page" data-dynamic-update="1" href="${PRODUCT.path}">next</a></div>${extra}</div>` +
	`<nav class="vp-breadcrumb" id="vp-breadcrumb">${xssPayloads[n]}</nav><title>${xssPayloads[n]}</title>`;

async function closeDialogs(page: Page) {
	for (let open = await page.locator('dialog[open]').count(); open > 0; open--) {
		await page.keyboard.press('Escape');
		await page.waitForFunction((left) => document.querySelectorAll('dialog[open]').length < left, open);
	}
}

describe.each(modes)(`XSS corpus $mode: ${xssPayloads.length} payloads, ${hostileUrls.length} hostile URLs`, { timeout: 300_000 }, ({ csp }) => {
	const shop = useShop({ csp });
	let w: Watched;

	const isHostile = (url: string) => /^(javascript|data|vbscript|blob):/i.test(url) || (/^https?:/.test(url) && new URL(url).origin !== shop.url);

	async function replace(match: string, body: string, type?: string, method?: string) {
		await shop.clearFaults();
		await shop.fault({ match, fault: 'replace', body, type, method });
	}

	/** Runs the channel for each payload on one page, then checks the sentinel and the navigations. */
	async function eachPayload(setUp: () => Promise<void>, inject: (page: Page, n: number) => Promise<void>, count = xssPayloads.length) {
		await setUp();
		for (let n = 0; n < count; n++) {
			// Hovering and focus would trigger handler payloads that survived.
			await inject(w.page, n);
			await w.page.mouse.move(300 + (n % 5) * 100, 300);
		}
		await shop.clearFaults();
	}

	beforeAll(async () => {
		w = await openWatched(shop, PRODUCT.path);
	});
	afterAll(async () => {
		await shop.clearFaults();
		const seen = await w.recorded();
		expect(seen.xss).toEqual([]);
	});

	const checkClean = async () => {
		const seen = await w.recorded();
		expect(seen.xss).toEqual([]);
		expect(w.navigations.filter(isHostile)).toEqual([]);
		expect(w.requests.map((r) => r.url()).filter(isHostile)).toEqual([]);
		expect(w.errors).toEqual([]);
		expect(seen.rejections).toEqual([]);
	};

	it('self-test: the sentinel fires for a payload planted past the sanitizer', async () => {
		const planted = await openWatched(shop, PRODUCT.path);
		try {
			if (csp) {
				// The strict CSP blocks every inline payload (the harness fails on its report): what it lets run,
				// a same-origin script, must still reach the sentinel.
				await replace('/xss-probe.js', '__xss(-1)', 'text/javascript; charset=utf-8');
				await planted.page.evaluate(() => document.head.append(Object.assign(document.createElement('script'), { src: '/xss-probe.js' })));
			} else {
				// What an unsanitized answer would put in the page: an inline handler.
				await planted.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="__xss(-1)">'));
			}
			await planted.page.waitForFunction(() => window.__xssFired.includes(-1));
			expect((await planted.recorded()).xss).toEqual([-1]);
		} finally {
			await shop.clearFaults();
			await planted.page.context().close();
		}
	});

	it('should run nothing from action msg and html (compare add: success and error dialogs)', async () => {
		await eachPayload(
			async () => {
				await w.page.goto(shop.url + PRODUCT.path);
				await ready(w.page, 'list-button');
			},
			async (page, n) => {
				await replace(
					'vpfmethod=addToCompare',
					json({ msg: `<b data-mark="${n}">m</b>${xssPayloads[n]}`, error: n % 2, url: '/confronta', html: xssPayloads[n] }),
				);
				await page.locator('.vp-product-lists [data-list="compare"][data-island-state="ready"]').click();
				await page.waitForSelector(`dialog[open] [data-mark="${n}"]`);
				await closeDialogs(page);
			},
		);
		await checkClean();
	});

	it('should run nothing from module html (compare dropdown refresh)', async () => {
		await eachPayload(
			() => ready(w.page, 'compare').then(() => {}),
			async (page, n) => {
				const html = `<a class="vp-dropdown-toggle" href="/confronta" aria-expanded="false" aria-controls="vp-compare-panel">C</a><div class="vp-dropdown-panel" id="vp-compare-panel" hidden><span data-mark="${n}"></span>${xssPayloads[n]}</div>`;
				await replace('module=vp_compare', json({ html }));
				await page.evaluate(() => new BroadcastChannel('vetrina').postMessage({ list: 'compare' }));
				await page.waitForSelector(`[data-vetrina="compare"] [data-mark="${n}"]`, { state: 'attached' });
			},
		);
		await checkClean();
	});

	it('should run nothing from the add-to-cart msg (added, warning, error and hasError dialogs)', async () => {
		await eachPayload(
			async () => {
				await w.page.goto(shop.url + PRODUCT.path);
				await ready(w.page, 'list-button');
			},
			async (page, n) => {
				const mark = n % 4 === 3 ? `<span class="hasError" data-mark="${n}">!</span>` : `<b data-mark="${n}">m</b>`;
				await replace('task=addJS', json({ msg: mark + xssPayloads[n], stat: n % 3 }));
				await page.click('.productdetails-view input[name="addtocart"]');
				await page.waitForSelector(`dialog[open] [data-mark="${n}"]`);
				await closeDialogs(page);
			},
		);
		await checkClean();
	});

	it('should run nothing from in-place content, its title and breadcrumb', async () => {
		await eachPayload(
			async () => {
				await w.page.goto(shop.url + PRODUCT.path);
				await islandsSettled(w.page);
			},
			async (page, n) => {
				await replace('dynamic=1', CONTENT(n, xssPayloads[n]!), 'text/html; charset=utf-8');
				await page.click('.productdetails-view a.next-page');
				await page.waitForFunction((m) => document.querySelector('.productdetails-view h1')?.textContent === m, `Mark ${n}`);
			},
		);
		await checkClean();
	});

	it('should show search suggestions as text only', async () => {
		await eachPayload(
			async () => {
				await w.page.goto(`${shop.url}/`);
				await w.page.waitForSelector('[data-vetrina="search-overlay"][data-island-state="ready"]', { state: 'attached' });
				await w.page.click('.vp-search-open');
				await w.page.waitForSelector('form[data-vetrina="live-search"][data-island-state="ready"]', { state: 'attached' });
			},
			async (page, n) => {
				await replace('view=ajaxsearch', json({ suggestions: [{ value: xssPayloads[n], data: hostileUrls[n % hostileUrls.length] }], count: 1 }));
				await page.fill('#vp-search-keyword', `q${n}z`);
				await page.waitForFunction(
					(p) => [...document.querySelectorAll('[role="listbox"] [role="option"]')].some((o) => o.textContent?.includes(p)),
					xssPayloads[n]!.slice(0, 12),
				);
			},
		);
		expect(await w.page.locator('[role="listbox"] [role="option"] :is(img, svg, iframe, script, a, input, video, object, embed)').count()).toBe(0);
		await checkClean();
	});

	it('should follow no hostile redirect url (remove from compare on the compare page)', async () => {
		await addToList(w.page, shop.url, 'compare', '1');
		await w.page.goto(`${shop.url}/confronta`);
		const remove = '[data-list-page="compare"] [data-list="compare"][data-product-id="1"]';
		await w.page.waitForSelector(`${remove}[data-island-state="ready"]`);
		for (const url of hostileUrls) {
			await replace('vpfmethod=removeFromCompare', json({ msg: '', error: 0, url }));
			await w.page.click(remove);
			await w.page.waitForFunction((s) => !document.querySelector(`${s}[aria-busy]`), remove);
		}
		expect(new URL(w.page.url()).pathname).toBe('/confronta');
		// Positive control: a same-origin url is followed.
		await replace('vpfmethod=removeFromCompare', json({ msg: '', error: 0, url: '/confronta?done=1' }));
		await Promise.all([w.page.waitForURL(/done=1/), w.page.click(remove)]);
		await shop.clearFaults();
		await checkClean();
	});

	it('should open no hostile variant url, frame url or in-place link, and show modal titles as text', async () => {
		await w.page.goto(shop.url + PRODUCT.path);
		await islandsSettled(w.page);
		for (const [i, url] of hostileUrls.entries()) {
			const n = i % xssPayloads.length;
			// The option's text is the url too: a sanitizer that drops the value must not leave a harmless relative one.
			const attr = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
			const extra =
				`<select class="avselection" id="av${i}"><option value="">-</option><option value="${attr}">${attr}</option></select>` +
				`<a href="#" id="fm${i}" data-vetrina="frame-modal" data-url="${attr}" data-title="${xssPayloads[n]!.replace(/"/g, '&quot;')}">frame</a>` +
				`<a href="${attr}" id="dyn${i}" data-dynamic-update="1">link</a>`;
			await replace('dynamic=1', CONTENT(i, extra), 'text/html; charset=utf-8');
			await w.page.click('.productdetails-view a.next-page');
			await w.page.waitForFunction((m) => document.querySelector('.productdetails-view h1')?.textContent === m, `Mark ${i}`);
			await shop.clearFaults();
			await w.page.waitForSelector(`#av${i}[data-island-state]`, { state: 'attached' });
			await w.page.selectOption(`#av${i}`, { index: 1 });
			await w.page.locator(`#fm${i}`).scrollIntoViewIfNeeded();
			// The sanitizer drops some hostile data-url values outright: then it is no mount point at all.
			if ((await w.page.locator(`#fm${i}`).getAttribute('data-url')) !== null)
				await w.page.waitForSelector(`#fm${i}[data-island-state]`, { state: 'attached' });
			// The island refuses a hostile url in its click handler, and says so; no island, no dialog either.
			const refused = (await w.page.locator(`#fm${i}[data-island-state="ready"]`).count())
				? w.page.waitForEvent('console', (m) => m.text().startsWith('[vetrina:frame-modal] refused url'))
				: undefined;
			await w.page.click(`#fm${i}`);
			await refused;
			expect(await w.page.locator('dialog[open] iframe').count()).toBe(0);
			await closeDialogs(w.page);
			// A hostile in-place link is left to the browser only if it is harmless; never loaded in place.
			await w.page.locator(`#dyn${i}`).evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
			await w.page.click(`#dyn${i}`);
			expect(new URL(w.page.url()).origin).toBe(shop.url);
		}
		// Positive control: a same-origin frame url opens its frame with the title as text.
		await replace(
			'dynamic=1',
			CONTENT(
				0,
				`<a href="#" id="fm-ok" data-vetrina="frame-modal" data-url="/condizioni-di-vendita?tmpl=component" data-title="${xssPayloads[4]!.replace(/"/g, '&quot;')}">ok</a>`,
			),
			'text/html; charset=utf-8',
		);
		await w.page.click('.productdetails-view a.next-page');
		await w.page.locator('#fm-ok').scrollIntoViewIfNeeded();
		await w.page.waitForSelector('#fm-ok[data-island-state="ready"]', { state: 'attached' });
		await shop.clearFaults();
		await w.page.click('#fm-ok');
		await w.page.waitForSelector('dialog[open] iframe');
		// Payload 4 (<img onerror>) survives as an attribute value: the title shows it as text.
		expect(await w.page.locator('dialog[open]').innerText()).toContain(xssPayloads[4]);
		expect(await w.page.locator('dialog[open] img').count()).toBe(0);
		await closeDialogs(w.page);
		await checkClean();
	});
});
