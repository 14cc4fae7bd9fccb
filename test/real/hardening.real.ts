/**
 * The plugin's own endpoints tried the way an attacker, a crowded server and a site owner's own content would
 * try them, on a bs5 shop in a sub-folder with Joomla's error reporting at its maximum: a product a shopper
 * group hides, missing and array parameters, cookie-less bursts of searches, parallel adds, odd return
 * addresses, a compare add among in-flight reads of the same session, and pages of megabytes.
 */
import { beforeAll, expect, it } from 'vitest';
import { HELMET, PRODUCTS } from './cart-helpers.ts';
import { describeRealShop, type RealHarness } from './harness.ts';
import { visit, type Visit } from './visit.ts';

const AJAX = '/index.php?option=com_ajax&plugin=vetrina&group=system&format=json';
const COMPARE_PAGE = '/index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task=compare';
const COMPARE_MODULE = '/index.php?option=com_ajax&module=vp_compare&method=get&format=json';
const CONSENT_FORM = '/index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task=consent';
const search = (query: string) => `/index.php/headpiece?view=ajaxsearch&limitstart=0&limit=10&${query}`;
const BAD = { msg: 'The request could not be read. Reload the page and try again.', error: 1 };
/** A PHP message as Joomla prints it at maximum error reporting (`<b>Deprecated</b>:  … in <b>/path</b>`). */
const PHP_MESSAGE = /<b>(Deprecated|Notice|Warning|Fatal error)<\/b>:|^(Deprecated|Notice|Warning|Fatal error|PHP \w+):/m;

/** A guest's session as a plain client keeps it, with the form token its pages carry. */
async function guest(harness: RealHarness): Promise<Visit & { token: string; call(query: string): Promise<Record<string, unknown>> }> {
	const shopper = visit(harness.shop.url);
	const { token } = (await (await shopper.get(`${AJAX}&vpfmethod=getToken`)).json()) as { token: string };
	return { ...shopper, token, call: async (query) => (await shopper.get(`${AJAX}&${query}`)).json() as Promise<Record<string, unknown>> };
}

/** What an answer must never hold: a PHP message, the site's folder, the plugin's files. */
function expectNothingLeaked(harness: RealHarness, what: string, body: string): void {
	expect(body, what).not.toMatch(PHP_MESSAGE);
	expect(body, what).not.toContain(harness.shop.root);
	expect(body, what).not.toContain('plugins/system/vetrina');
}

describeRealShop(
	"the plugin's endpoints under hostile input, races and large pages (bs5 in a sub-folder, errors at maximum)",
	{ subFolder: true },
	(harness) => {
		beforeAll(() => harness.shop.configure({ error_reporting: 'maximum' }));

		it('names no product a shopper group hides: not added, not listed, not counted by live search', async () => {
			const hat = PRODUCTS.hat;
			const shopper = await guest(harness);
			expect(await shopper.call(`vpfmethod=addToCompare&product_id=${hat}&${shopper.token}=1`)).toMatchObject({ error: 0 });
			expect((await shopper.text(COMPARE_PAGE)).includes('Cowboy Hat')).toBe(true);
			const search = (keyword: string) => shopper.get(`/index.php/headpiece?keyword=${keyword}&view=ajaxsearch&virtuemart_category_id=0&limitstart=0&limit=10`);
			expect(await (await search('brim')).json()).toMatchObject({ count: 1 });

			// Wholesale only (VirtueMart's sample group 3): a guest's product page no longer shows it.
			await harness.shop.sql(`INSERT INTO jvm_virtuemart_product_shoppergroups (virtuemart_product_id, virtuemart_shoppergroup_id) VALUES (${hat}, 3)`);
			try {
				expect(await (await shopper.get('/index.php/headpiece/cowboy-hat-detail')).text()).not.toContain('<h1>Cowboy Hat');
				const other = await guest(harness);
				expect(await other.call(`vpfmethod=addToCompare&product_id=${hat}&${other.token}=1`)).toEqual({
					msg: 'Product not found.',
					error: 1,
					url: '',
					html: '',
				});
				// Kept in a list from before: neither the list's page, its dropdown nor its header block names it.
				for (const path of [COMPARE_PAGE, COMPARE_MODULE, HELMET]) expect(await shopper.text(path), path).not.toContain('Cowboy');
				// A word of its name, of its short description: found by VirtueMart's search for nobody here.
				for (const keyword of ['Cowboy', 'brim']) expect(await (await search(keyword)).json()).toEqual({ suggestions: [], count: 0 });
			} finally {
				await harness.shop.sql(`DELETE FROM jvm_virtuemart_product_shoppergroups WHERE virtuemart_product_id=${hat}`);
			}
		});

		it('answers a missing, array or hostile parameter with 400 and its own message, never a PHP message or a path', async () => {
			const shopper = await guest(harness);
			const token = `${shopper.token}=1`;
			const calls = [
				'',
				'vpfmethod[]=getToken',
				'vpfmethod=nope',
				'vpfmethod=addToCompare',
				`vpfmethod=addToCompare&product_id[]=${PRODUCTS.helmet}&${token}`,
				`vpfmethod=addToCompare&product_id=abc&${token}`,
				`vpfmethod=removeFromCompare&product_id=-1&${token}`,
				`vpfmethod=addToWishlist&product_id=1.5&${token}`,
				`vpfmethod=removeFromWishlist&product_id[a]=1&${token}`,
			];
			for (const query of calls) {
				const answer = await shopper.get(`${AJAX}&${query}`);
				const body = await answer.text();
				expectNothingLeaked(harness, query, body);
				expect([answer.status, JSON.parse(body)], query).toEqual([400, { ...BAD, url: '', html: '' }]);
			}
			const consent = await fetch(harness.at(AJAX), {
				method: 'POST',
				body: new URLSearchParams({ vpfmethod: 'setCookieConsent', 'consent[]': 'refused' }),
			});
			expect([consent.status, await consent.json()]).toEqual([400, { ...BAD, url: '', html: '' }]);

			for (const query of [
				'keyword[]=ab',
				'keyword=Helmet&virtuemart_category_id[]=1',
				'keyword=Helmet&virtuemart_category_id=x',
				'keyword=Helmet&limit[]=1',
				'keyword=Helmet&limitstart=-5',
			]) {
				const answer = await shopper.get(search(query));
				const body = await answer.text();
				expectNothingLeaked(harness, query, body);
				expect([answer.status, JSON.parse(body)], query).toEqual([400, BAD]);
			}
			// A list page asked for a change it cannot read (a list button's link, forged).
			for (const query of ['action[]=add&product_id=160', 'action=nope&product_id=160', 'action=add&product_id=abc', 'action=remove']) {
				const answer = await shopper.get(`${COMPARE_PAGE}&${query}`);
				expectNothingLeaked(harness, query, await answer.text());
				expect(answer.status, query).toBe(400);
			}
			// Not the plugin's to answer (com_ajax and Joomla warn in them, naming their own files), but no message from the plugin's.
			for (const path of [
				'/index.php?option=com_ajax&module[]=vp_compare&method=get&format=json',
				'/index.php?option=com_ajax&module=vp_compare&method[]=get&format=json',
				'/index.php?option[]=com_ajax&plugin=vetrina&group=system&format=json',
				'/index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task[]=compare',
				`/index.php?option=com_ajax&plugin=vetrina&group=system&format=html&task=compare&Itemid[]=1`,
			])
				expect(await (await shopper.get(path)).text(), path).not.toContain('plugins/system/vetrina');
		});

		it('prints no PHP message on any page or answer at maximum error reporting: pages start with their doctype, answers parse', async () => {
			const shopper = await guest(harness);
			for (const path of ['/', '/index.php/headpiece', HELMET, '/index.php/cart', COMPARE_PAGE, '/index.php/component/users/login']) {
				const body = await shopper.text(path);
				expectNothingLeaked(harness, path, body);
				expect(body.trimStart().slice(0, 15).toLowerCase(), path).toBe('<!doctype html>');
			}
			for (const path of [`${AJAX}&vpfmethod=getToken`, COMPARE_MODULE, search('keyword=Helmet&virtuemart_category_id=0')]) {
				const body = await shopper.text(path);
				expectNothingLeaked(harness, path, body);
				expect(() => JSON.parse(body), path).not.toThrow();
			}
		});

		it("limits cookie-less searches by the client's address, keeps the limiter's state off the web, and spares a shopper's session", async () => {
			const site = new URL(harness.shop.url);
			const answers = await Promise.all(
				Array.from({ length: 30 }, async (_, i) => {
					const answer = await fetch(harness.at(search(`keyword=Helmet${i % 2 ? '' : ' Safety'}&virtuemart_category_id=0`)), {
						headers: i % 3 ? {} : { cookie: `${'f'.repeat(32)}=${i}` },
					});
					return { status: answer.status, retry: answer.headers.get('retry-after'), body: await answer.text() };
				}),
			);
			const refused = answers.filter((answer) => answer.status === 429);
			expect(refused.length, JSON.stringify(answers.map((answer) => answer.status))).toBeGreaterThanOrEqual(10);
			for (const answer of refused) expect(answer).toEqual({ status: 429, retry: '10', body: '{"suggestions":[],"count":0}' });
			expect(answers.filter((answer) => answer.status !== 429).every((answer) => answer.status === 200)).toBe(true);
			// Nothing of it is a file of the site: the old limiter's log in tmp/ is not there to be served.
			expect((await fetch(`${site.origin}${harness.shop.base}/tmp/vetrina-live-search.json`)).status).toBe(404);
			// A shopper whose session the shop knows searches on, from the same address.
			const shopper = await guest(harness);
			expect((await shopper.get(search('keyword=Helmet&virtuemart_category_id=0'))).status).toBe(200);
		});

		it('answers parallel adds of one product to a wishlist once "added", else "already", never a database error', async () => {
			const user = { username: 'vetrina-race', name: 'Rita Corsi', password: 'Vetrina-Passw0rd!', email: 'rita.corsi@example.it' };
			const userId = await harness.shop.addUser(user);
			const { page } = await harness.open(HELMET);
			await page.fill('form.mod-login input[name="username"]', user.username);
			await page.fill('form.mod-login input[name="password"]', user.password);
			await page.click('form.mod-login button[type="submit"]');
			await page.waitForSelector('.mod-login-logout');
			const { token } = (await (await page.request.get(harness.at(`${AJAX}&vpfmethod=getToken`))).json()) as { token: string };
			for (const product of [PRODUCTS.helmet, PRODUCTS.cap, PRODUCTS.hat]) {
				const answers = await Promise.all(
					Array.from({ length: 12 }, async () =>
						(await page.request.get(harness.at(`${AJAX}&vpfmethod=addToWishlist&product_id=${product}&${token}=1`))).json(),
					),
				);
				const messages = answers.map((answer) => String(answer.msg).replace(/<[^>]+>/g, ''));
				expect(
					messages.filter((message) => message.endsWith('was added to the wishlist.')),
					messages.join('\n'),
				).toHaveLength(1);
				expect(messages.filter((message) => message.endsWith('is already in the wishlist.'))).toHaveLength(11);
			}
			expect((await harness.shop.sql(`SELECT COUNT(*) FROM jvm_vetrina_wishlist WHERE user_id=${userId}`)).trim()).toBe('3');
		});

		it('sends the consent form back only to a page of the site, with a valid status, whatever `return` holds', async () => {
			const shopper = await guest(harness);
			const home = `${harness.shop.base}/`;
			const cases: [Record<string, string>, string][] = [
				[{ return: harness.at(HELMET) }, `${harness.shop.base}${HELMET}`],
				[{ return: `${harness.shop.base}/index.php/cart` }, `${harness.shop.base}/index.php/cart`],
				[{ return: '/\\/evil.example' }, home],
				[{ 'return[]': 'x' }, home],
				[{ return: '//evil.example/' }, home],
				[{ return: 'https://evil.example/' }, home],
				[{ return: 'javascript:alert(1)' }, home],
				[{ return: `${harness.shop.base}/index.php\r\nSet-Cookie: x=1` }, home],
				[{}, home],
			];
			for (const [fields, location] of cases) {
				const answer = await shopper.post(CONSENT_FORM, { ...fields, consent: 'refused', [shopper.token]: '1' });
				const what = JSON.stringify(fields);
				const target = new URL(answer.headers.get('location') ?? '', harness.shop.url);
				expect([answer.status, target.origin, target.pathname + target.search], what).toEqual([303, new URL(harness.shop.url).origin, location]);
				expectNothingLeaked(harness, what, await answer.text());
			}
		});

		it("loses no compare add to calls of the same session running alongside, the plugin's and VirtueMart's: 20 tries, 0 lost", async () => {
			const shopper = await guest(harness);
			const reads = [
				`${AJAX}&vpfmethod=getToken`,
				COMPARE_MODULE,
				search('keyword=Helmet&virtuemart_category_id=0'),
				'/index.php?option=com_virtuemart&nosef=1&view=cart&task=viewJS&format=json',
				`/index.php?option=com_virtuemart&view=productdetails&task=recalculate&format=json&nosef=1&virtuemart_product_id[]=${PRODUCTS.helmet}&quantity[]=1`,
			];
			const products = [PRODUCTS.helmet, PRODUCTS.cap, PRODUCTS.hat];
			const lost: string[] = [];
			for (let attempt = 0; attempt < 20; attempt++) {
				const product = products[attempt % products.length];
				// Sent first, answered after the add: each writes back the session it read before the add.
				const inFlight = reads.map(async (path) => (await shopper.get(path)).text());
				expect(await shopper.call(`vpfmethod=addToCompare&product_id=${product}&${shopper.token}=1`)).toMatchObject({ error: 0 });
				await Promise.all(inFlight);
				const { html } = (await (await shopper.get(COMPARE_MODULE)).json()) as { html: string };
				if (!html.includes(`data-product-id="${product}"`)) lost.push(`try ${attempt + 1}: ${product}`);
				await shopper.call(`vpfmethod=removeFromCompare&product_id=${product}&${shopper.token}=1`);
			}
			expect(lost).toEqual([]);
		});

		it("serves pages of megabytes whole, VirtueMart's scripts stripped: an article with a 2 MB JSON block, a product whose form is 1 MB", async () => {
			const entry = '{"sku":"VT-1","note":"</scr"},';
			const json = `<script type="application/json" id="catalogue">[${entry.repeat(70_000)}{}]</script>`;
			await harness.shop.sql(
				'INSERT INTO jvm_content (title, alias, introtext, `fulltext`, state, catid, created, modified, publish_up, images, urls, attribs, metadesc, access, metadata, language)' +
					` VALUES ('Catalogue data', 'catalogue-data', CONCAT('<p>Our range.</p><script type="application/json" id="catalogue">[', REPEAT('${entry}', 70000), '{}]</script>'),` +
					" '', 1, 2, NOW(), NOW(), NOW(), '{}', '{}', '{}', '', 1, '{}', '*')",
			);
			const article = (await harness.shop.sql("SELECT id FROM jvm_content WHERE alias='catalogue-data'")).trim();
			// A cart attribute of 700 long choices, VirtueMart's select of them printed in the product's add-to-cart form.
			await harness.shop.sql(
				'INSERT INTO jvm_virtuemart_product_customfields (virtuemart_product_id, virtuemart_custom_id, customfield_value, customfield_price, published, ordering)' +
					` SELECT ${PRODUCTS.cap}, 13, CONCAT('Engraving ', seq, ' ', REPEAT('abcdefghij', 150)), 0, 1, seq + 10 FROM seq_1_to_700`,
			);
			const shopper = visit(harness.shop.url);
			const pages = {
				article: await shopper.text(`/index.php?option=com_content&view=article&id=${article}&catid=2`),
				product: await shopper.text('/index.php/headpiece/cap-baseball-detail'),
			};
			expect(pages.article).toContain(`<p>Our range.</p>${json}`);
			const form = /<form class="product js-recalculate[^>]*>[\s\S]*?<\/form>/.exec(pages.product)?.[0] ?? '';
			expect(form.length).toBeGreaterThan(1_000_000);
			expect(form.match(/Engraving \d+ /g)).toHaveLength(700);
			expect(form).toContain(`data-vetrina="list-button" data-list="compare" data-action="add" data-product-id="${PRODUCTS.cap}"`);
			for (const [name, html] of Object.entries(pages)) {
				expect(html.trimEnd().endsWith('</html>'), name).toBe(true);
				expect(html, name).toContain('/media/plg_system_vetrina/js/vetrina.js');
				expect(html, name).not.toMatch(/<script[^>]+src="[^"]*\/(components\/com_virtuemart\/assets\/js|modules\/mod_virtuemart_cart\/assets\/js)\//);
				expect(html, name).not.toMatch(/<script[^>]*id="(vmDropdownCart|ready\.vmprices|updDynamicListeners)-js"/);
				expectNothingLeaked(harness, name, html);
			}
		});
	},
);
