import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../test/unit/fetch.ts';

/** A fresh request layer and sanitizer whose library arrives only when the test lets it. */
async function withLibraryHeld() {
	let arrive!: () => void;
	const arrived = new Promise<void>((resolve) => (arrive = resolve));
	const fetched = vi.fn();
	vi.resetModules();
	vi.doMock('dompurify', async () => {
		fetched();
		await arrived;
		return vi.importActual('dompurify');
	});
	const sanitize = await import('./server-markup.tsx');
	const http = await import('./http.ts');
	return { ...sanitize, ...http, arrive, fetched };
}

describe('the sanitizer, fetched with the first call', () => {
	beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
	afterEach(() => {
		vi.doUnmock('dompurify');
		vi.resetModules();
	});

	it('is not fetched before a call starts, and refuses to sanitize meanwhile instead of passing the HTML on', async () => {
		const { sanitizeHtml, sanitizeToFragment, fetched } = await withLibraryHeld();
		await flush();
		expect(fetched).not.toHaveBeenCalled();
		expect(() => sanitizeHtml('<img src=x onerror="alert(1)">')).toThrow(/before the sanitizer loaded/);
		expect(() => sanitizeToFragment('<img src=x onerror="alert(1)">')).toThrow(/before the sanitizer loaded/);
	});

	it('holds an answer that arrived before it until it is ready, then the answer is sanitized', async () => {
		const { requestText, sanitizeToFragment, arrive, fetched } = await withLibraryHeld();
		const { calls } = controlledFetch();
		let text: string | undefined;
		const answer = requestText({ kind: 'add-to-cart', source: 'test', url: '/index.php?option=com_virtuemart' }).then((got) => (text = got));
		await flush();
		expect(fetched).toHaveBeenCalledOnce();
		calls[0]!.respond('<p>Added</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
		for (let task = 0; task < 5; task++) await flush();
		expect(text, 'the answer is handed over only with the sanitizer').toBeUndefined();
		arrive();
		await answer;
		const fragment = sanitizeToFragment(text!);
		expect(fragment.querySelector('p')!.textContent).toBe('Added');
		expect(fragment.querySelector('img')!.hasAttribute('onerror')).toBe(false);
		expect(fragment.querySelector('script')).toBeNull();
	});

	it('is set up ahead of an answer by a press (prepareSanitizer), fetched once however many calls start', async () => {
		const { prepareSanitizer, requestText, sanitizeHtml, arrive, fetched } = await withLibraryHeld();
		const { calls } = controlledFetch();
		prepareSanitizer();
		const answers = [requestText({ kind: 'a', source: 'test', url: '/a' }), requestText({ kind: 'b', source: 'test', url: '/b' })];
		await flush();
		for (const call of calls) call.respond('<b onclick="x()">ok</b>');
		arrive();
		expect(await Promise.all(answers)).toEqual(['<b onclick="x()">ok</b>', '<b onclick="x()">ok</b>']);
		expect(fetched).toHaveBeenCalledOnce();
		expect(sanitizeHtml('<b onclick="x()">ok</b>')).toBe('<b>ok</b>');
	});
});
