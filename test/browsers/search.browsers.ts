import { expect, it } from 'vitest';
import { attribute, ready, waitFor } from './driver.ts';
import { forEachEngine, useDemoShop } from './harness.ts';

const shop = useDemoShop();
const OPTIONS = '[role="listbox"] [role="option"][data-url]';

forEachEngine((browsing) => {
	it('sends the exact query for what the shopper typed, moves with the arrows and goes to the chosen product on Enter', async () => {
		const tab = await shop.visit(browsing, '/');
		// The header's search link opens the overlay once its island is there; pressed before (a loaded machine's
		// WebKit took seconds), it goes to the search page, as a link of the server's page does.
		await ready(tab, 'search-overlay');
		// Opening the search brings live search in: its trigger is the shopper reaching for the field.
		await tab.click('.vp-search-open');
		await tab.waitUntil(() => document.activeElement?.getAttribute('name') === 'keyword', null);
		await ready(tab, 'form[data-vetrina="live-search"]');
		// What the shop answers for the whole word: a shorter query's options may show first.
		const query = { keyword: 'chiave', view: 'ajaxsearch', virtuemart_category_id: '0', limitstart: '0', limit: '10' };
		const answer = (await (await fetch(shop.at(`/cerca?${new URLSearchParams(query)}`))).json()) as { suggestions: { data: string }[] };
		const urls = answer.suggestions.map((s) => s.data);
		expect(urls.length).toBeGreaterThan(1);
		await shop.clearLog();
		await tab.type('#vp-search-keyword', 'chiave');
		await tab.waitUntil(([sel, wanted]) => JSON.stringify([...document.querySelectorAll<HTMLElement>(sel)].map((o) => o.dataset.url)) === wanted, [
			OPTIONS,
			JSON.stringify(urls),
		] as const);
		const last = (await shop.log()).filter((r) => r.query.view === 'ajaxsearch').at(-1);
		expect(last && { method: last.method, path: last.path, query: last.query }).toEqual({
			method: 'GET',
			path: '/cerca',
			query,
		});
		expect(await attribute(tab, '#vp-search-keyword', 'aria-expanded')).toBe('true');
		const ids = await tab.evaluate((sel) => [...document.querySelectorAll(sel)].map((o) => o.id), OPTIONS);
		await tab.press('ArrowDown');
		await tab.press('ArrowDown');
		expect(await attribute(tab, '#vp-search-keyword', 'aria-activedescendant')).toBe(ids[1]);
		expect(await attribute(tab, `#${ids[1]}`, 'aria-selected')).toBe('true');
		await tab.press('ArrowUp');
		expect(await attribute(tab, '#vp-search-keyword', 'aria-activedescendant')).toBe(ids[0]);
		const url = (await attribute(tab, `#${ids[0]}`, 'data-url'))!;
		await tab.press('Enter');
		await tab.waitForUrl(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
		await waitFor(tab, '.productdetails-view', 'attached');
	});
});
