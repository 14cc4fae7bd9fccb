import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: it prints once per page. */
async function printIfAsked(): Promise<() => void> {
	vi.resetModules();
	return (await import('./print-view.ts')).printIfAsked;
}

describe('print view', () => {
	afterEach(() => {
		history.replaceState(null, '', '/');
		document.body.removeAttribute('onload');
		vi.unstubAllGlobals();
	});

	it("should open the print dialog once on VirtueMart's print view", async () => {
		history.replaceState(null, '', '/casco?tmpl=component&print=1');
		const print = vi.fn();
		// happy-dom has no print dialog.
		vi.stubGlobal('print', print);
		const run = await printIfAsked();
		run();
		run();
		expect(print).toHaveBeenCalledTimes(1);
	});

	it('should leave any other page, and a print view whose body prints itself (legacy, bs3)', async () => {
		const print = vi.fn();
		// happy-dom has no print dialog.
		vi.stubGlobal('print', print);
		history.replaceState(null, '', '/casco?tmpl=component');
		(await printIfAsked())();
		history.replaceState(null, '', '/casco?tmpl=component&print=1');
		document.body.setAttribute('onload', 'javascript:print();');
		(await printIfAsked())();
		expect(print).not.toHaveBeenCalled();
	});
});
