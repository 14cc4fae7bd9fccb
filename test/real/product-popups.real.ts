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
		it('checks the question form as VirtueMart did, and counts the comment as it is typed', async () => {
			await harness.shop.sql(`UPDATE jvm_virtuemart_configs SET config=CONCAT(config, '|recommend_unauth="1"')`);
			const { page, requests } = await openSettled(harness, HELMET);
			const link = page.locator(templates === 'bs3' ? 'a.iframe-src[title^="Ask a question"]' : 'a.ask-a-question');
			const ask = (await link.getAttribute(templates === 'bs3' ? 'data-href' : 'href'))!;
			await page.goto(new URL(ask, page.url()).href);
			const form = page.locator('form#askform[data-island-state="ready"]');
			await form.waitFor();
			const comment = form.locator('#comment');
			await comment.pressSequentially('Ciao, ');
			expect(await form.locator('#counter').inputValue()).toBe('6');
			expect(await form.locator('#email').getAttribute('type')).toBe('email');

			// Too short (VirtueMart asks for 50 characters at least): the browser keeps the form and says why.
			await form.locator('#name').fill('Anna Verdi');
			await form.locator('#email').fill('anna.verdi@example.it');
			requests.length = 0;
			await form.locator('button[type="submit"], input[type="submit"]').first().click();
			expect(await comment.evaluate((field: HTMLTextAreaElement) => [field.validity.tooShort, field.validationMessage !== ''])).toEqual([true, true]);
			expect(requests.filter((request) => request.method() === 'POST')).toEqual([]);

			const question = 'è adatto ai lavori in quota, con il sottogola regolabile?';
			await comment.pressSequentially(question);
			expect(await form.locator('#counter').inputValue()).toBe(String(6 + question.length));
			const sent = page.waitForRequest((request) => request.method() === 'POST' && request.isNavigationRequest());
			await form.locator('button[type="submit"], input[type="submit"]').first().click();
			const body = new URLSearchParams((await sent).postData() ?? '');
			expect([body.get('task'), body.get('name'), body.get('email'), body.get('comment')]).toEqual([
				'mailAskquestion',
				'Anna Verdi',
				'anna.verdi@example.it',
				`Ciao, ${question}`,
			]);
		});
	});
