/**
 * VirtueMart's popup links with all of them switched on ("email a friend" and "ask a question" join the
 * sample's Print and manufacturer): each opens its page in the frame dialog, where VirtueMart's FancyBox (bs5,
 * legacy) or bs3's collapsed frame opened it, never the bare page VirtueMart prints for a frame.
 */
import { expect, it } from 'vitest';
import { HELMET, openSettled } from './cart-helpers.ts';
import { describeRealShop } from './harness.ts';

const EMAIL = 'task=recommend';
const ASK = 'task=askquestion';

for (const templates of ['bs5', 'bs3'] as const)
	describeRealShop(`VirtueMart's popup links on ${templates}`, { templates }, (harness) => {
		it('opens "email a friend" and "ask a question" in the frame dialog, the page VirtueMart prints for it', async () => {
			await harness.shop.sql(
				`UPDATE jvm_virtuemart_configs SET config=CONCAT(REPLACE(config, 'show_emailfriend="0"', 'show_emailfriend="1"'), '|ask_question="1"')`,
			);
			const { page } = await openSettled(harness, HELMET);
			// bs3 links both to the anchor of its collapsed frame, their pages in `data-href`; bs5 to the pages.
			const popups =
				templates === 'bs3'
					? [
							{ link: 'a.iframe-src[title="Email"]', name: 'Email', page: EMAIL },
							{ link: 'a.iframe-src[title^="Ask a question"]', name: 'Ask a question about this product', page: ASK },
						]
					: [
							{ link: 'a.recommened-to-friend', name: 'Email', page: EMAIL },
							{ link: 'a.ask-a-question', name: 'Ask a question about this product', page: ASK },
						];
			for (const popup of popups) {
				await page.locator(popup.link).click();
				const dialog = page.getByRole('dialog', { name: popup.name });
				await dialog.locator('.vetrina-frame[data-state="ready"]').waitFor();
				const src = new URL((await dialog.locator('iframe').getAttribute('src'))!);
				expect([src.origin, src.search.includes(popup.page), src.searchParams.get('tmpl')]).toEqual([new URL(page.url()).origin, true, 'component']);
				// The bare page VirtueMart prints for a frame, with its form: a guest's is the login it asks for first.
				expect(await page.frameLocator('.vetrina-frame iframe').locator('body.contentpane form').count()).toBeGreaterThan(0);
				await page.keyboard.press('Escape');
				await dialog.waitFor({ state: 'detached' });
			}
			expect(page.url()).toBe(harness.at(HELMET));
		});
	});
