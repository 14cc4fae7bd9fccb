import { beforeEach, describe, expect, it } from 'vitest';
import { controlledFetch, flush } from '../test/unit/fetch.ts';
import { useConfig } from '../test/unit/page.ts';
import { getToken, readPageToken } from './token.ts';

const OLD = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const NEW = '0123456789abcdef0123456789abcdef';

describe('the form token', () => {
	beforeEach(() => {
		document.body.innerHTML = `
			<form id="a"><input type="hidden" name="${OLD}" value="1"><input type="hidden" name="task" value="1"></form>
			<form id="b"><input type="hidden" name="${OLD}" value="1"></form>`;
	});

	it('is read from the hidden input whose name is the token', async () => {
		useConfig({ tokenUpdate: false });
		expect(readPageToken()).toBe(OLD);
		expect(await getToken()).toBe(OLD);
	});

	it('is fetched with getToken when token updating is on, then written into every token input', async () => {
		useConfig({ tokenUpdate: true });
		const { calls } = controlledFetch();
		const token = getToken();
		await flush();
		expect(calls).toHaveLength(1);
		expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
			option: 'com_ajax',
			plugin: 'vpframework',
			format: 'json',
			vpfmethod: 'getToken',
			Itemid: '101',
		});
		calls[0]!.respond(`{"token":"${NEW}"}`);
		expect(await token).toBe(NEW);
		// Kept: asked again, it is not fetched again.
		expect(await getToken()).toBe(NEW);
		expect(calls).toHaveLength(1);
		expect([...document.querySelectorAll('input[value="1"]')].map((i) => (i as HTMLInputElement).name)).toEqual([NEW, 'task', NEW]);
	});
});
