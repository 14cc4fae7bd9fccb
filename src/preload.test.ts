import { describe, expect, it } from 'vitest';
import { preload, styled } from './preload.ts';

// vitest.config.ts defines the manifest: core → core-T.js, chunk-T.js; page → page-T.js, chunk-T.js; styled → styled-T.js, styled-T.css.
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.rel, new URL(link.href).pathname]);
/** A file of the manifest, resolved against the module's own url (src/ here, dist/ in the build). */
const beside = (file: string) => expect.stringMatching(new RegExp(`/src/${file}$`));

describe('preload', () => {
	it('adds a modulepreload link for each file of a chunk, resolved beside the bootstrap, each file once', () => {
		preload('core');
		preload('page');
		preload('core');
		expect(preloaded()).toEqual([
			['modulepreload', beside('chunks/core-T.js')],
			['modulepreload', beside('chunks/chunk-T.js')],
			['modulepreload', beside('chunks/page-T.js')],
		]);
	});

	it('adds nothing for a chunk the manifest does not know', () => {
		const before = preloaded().length;
		preload('no-such-chunk');
		expect(preloaded()).toHaveLength(before);
	});

	it('adds a stylesheet link for a stylesheet of a chunk, and says when it has loaded or failed', async () => {
		let settled = false;
		void styled().then(() => (settled = true));
		await Promise.resolve();
		expect(settled, 'no stylesheet asked for: nothing to wait on').toBe(true);

		preload('styled');
		expect(preloaded().slice(-2)).toEqual([
			['modulepreload', beside('chunks/styled-T.js')],
			['stylesheet', beside('chunks/styled-T.css')],
		]);
		const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
		let loaded = false;
		void styled().then(() => (loaded = true));
		await Promise.resolve();
		expect(loaded, 'settled before the stylesheet answered').toBe(false);
		sheet.dispatchEvent(new Event('error'));
		await expect.poll(() => loaded).toBe(true);
	});
});
