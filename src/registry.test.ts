import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfig } from '../test/unit/page.ts';
import { mounted } from '../test/unit/fetch.ts';

const listeners = new Set<EventListener>();
const teardowns = vi.fn();

// A stand-in island table: one island that adds a listener and removes it on teardown, one whose
// chunk fails to load, one that needs a config key, one on stock markup that waits for the shopper, one
// that shows what others change (it waits for the shopper or for another island to bring the core).
vi.mock('./islands.ts', () => ({
	islands: {
		counter: {
			selector: '[data-vetrina="counter"]',
			on: 'load',
			load: async () => ({
				mount(el: HTMLElement) {
					const onClick: EventListener = () => (el.textContent = String(Number(el.textContent) + 1));
					el.addEventListener('click', onClick);
					listeners.add(onClick);
					return () => {
						el.removeEventListener('click', onClick);
						listeners.delete(onClick);
						teardowns();
					};
				},
			}),
		},
		broken: { selector: '[data-vetrina="broken"]', on: 'load', load: () => Promise.reject(new Error('chunk 404')) },
		searchy: { selector: '[data-vetrina="searchy"]', on: 'load', needs: ['ajaxUri'], load: async () => ({ mount: vi.fn() }) },
		stocky: { selector: '.stocky', on: 'interaction', chunk: 'page', load: async () => ({ mount: vi.fn() }) },
		mirror: { selector: '.mirror', on: 'shared', load: async () => ({ mount: vi.fn() }) },
	},
}));

// The registry loads the core (src/core.ts: all of src/, React) before an island: loaded ahead here, so that
// the registry's import of it is done by the tests' flush.
await import('./core.ts');

const { mount, unmount, observe, liveCount } = await import('./registry.ts');
const { holdsOnly } = await import('./holder.ts');

describe('the mount registry', () => {
	beforeEach(() => {
		useConfig();
		listeners.clear();
		teardowns.mockClear();
	});

	describe('given a page with a counter island', () => {
		it('mounts it once, however often mount is called, and marks it ready', async () => {
			document.body.innerHTML = '<button data-vetrina="counter">0</button>';
			mount();
			mount();
			await mounted();
			const button = document.querySelector('button')!;
			expect(button.dataset.islandState).toBe('ready');
			button.click();
			expect(button.textContent).toBe('1');
			expect(listeners.size).toBe(1);
			unmount();
		});

		it('leaves no island and no listener behind after unmount', async () => {
			document.body.innerHTML = '<div id="part"><button data-vetrina="counter">0</button></div>';
			mount();
			await mounted();
			unmount(document.querySelector('#part')!);
			const button = document.querySelector('button')!;
			button.click();
			expect(button.textContent).toBe('0');
			expect([listeners.size, liveCount(), teardowns.mock.calls.length]).toEqual([0, 0, 1]);
			expect(button.hasAttribute('data-island-state')).toBe(false);
		});

		it('mounts inserted content and unmounts removed content by itself', async () => {
			document.body.innerHTML = '<main></main>';
			const observer = observe(document.body);
			document.querySelector('main')!.innerHTML = '<button data-vetrina="counter">0</button>';
			await mounted();
			await mounted();
			expect(liveCount()).toBe(1);
			document.querySelector('main')!.replaceChildren();
			await mounted();
			expect([liveCount(), listeners.size]).toEqual([0, 0]);
			observer.disconnect();
		});
	});

	describe('given an unknown island and a broken one next to a good one', () => {
		it('warns once for each and still mounts the good one', async () => {
			const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
			document.body.innerHTML = `
				<div data-vetrina="no-such-island"></div><div data-vetrina="no-such-island"></div>
				<div data-vetrina="broken"></div><button data-vetrina="counter">0</button>`;
			mount();
			await mounted();
			expect(warn).toHaveBeenCalledTimes(2);
			expect(warn.mock.calls.map((call) => call[0])).toEqual([
				'[vetrina] unknown island `no-such-island` or incomplete mount point',
				'[vetrina] island `broken` failed to mount',
			]);
			expect(document.querySelector('[data-vetrina="broken"]')!.getAttribute('data-island-state')).toBe('error');
			expect(document.querySelector('button')!.dataset.islandState).toBe('ready');
			unmount();
		});
	});

	describe('given a config without a key an island needs', () => {
		it('leaves that island off', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			useConfig({ ajaxUri: '' });
			document.body.innerHTML = '<div data-vetrina="searchy"></div><button data-vetrina="counter">0</button>';
			mount();
			await mounted();
			expect(document.querySelector('[data-vetrina="searchy"]')!.hasAttribute('data-island-state')).toBe(false);
			expect(document.querySelector('button')!.dataset.islandState).toBe('ready');
			unmount();
		});
	});

	describe('given a stock mount point whose island is not due yet', () => {
		it('marks it, so that no other island takes it into a React root of its own', () => {
			document.body.innerHTML = '<div class="product-price"><span class="PricesalesPrice">10 €</span><div class="stocky"></div></div>';
			mount();
			const stock = document.querySelector('.stocky')!;
			expect(stock.hasAttribute('data-island-state')).toBe(false);
			expect(holdsOnly(document.querySelector('.product-price')!)).toBe(false);
			expect(holdsOnly(document.querySelector('.PricesalesPrice')!)).toBe(true);
			unmount();
		});
	});

	describe('given a load island and one a press starts', () => {
		it("runs the load island's code after the next frame, and the pressed one's at once", async () => {
			// A registry of its own: the one above has long seen its first frame.
			vi.resetModules();
			await import('./core.ts');
			const fresh = await import('./registry.ts');
			const frames: FrameRequestCallback[] = [];
			vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
			document.body.innerHTML = '<button data-vetrina="counter">0</button><div class="stocky"></div>';
			fresh.mount();
			await mounted();
			const button = document.querySelector('button')!;
			const stocky = document.querySelector<HTMLElement>('.stocky')!;
			// Due and its chunks asked for, its code not run before the page's next frame.
			expect(button.dataset.islandState).toBe('loading');
			stocky.addEventListener('pointerdown', fresh.wake, { once: true });
			stocky.dispatchEvent(new Event('pointerdown'));
			await mounted();
			expect([stocky.dataset.islandState, button.dataset.islandState]).toEqual(['ready', 'loading']);
			for (const frame of frames) frame(performance.now());
			await mounted();
			expect(button.dataset.islandState).toBe('ready');
			fresh.unmount();
			vi.restoreAllMocks();
		});
	});

	describe('given an island that waits for the shopper', () => {
		it('fetches its code at the first idle moment, and runs it only once the shopper reaches for it', async () => {
			// A registry of its own, with its own idle moment and preloads.
			vi.resetModules();
			await import('./core.ts');
			const fresh = await import('./registry.ts');
			const idle: (() => void)[] = [];
			vi.stubGlobal('requestIdleCallback', (then: () => void) => idle.push(then));
			const fetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => `${link.rel} ${link.href.split('/').pop()}`);
			document.head.innerHTML = '';
			document.body.innerHTML = '<div class="stocky"></div>';
			try {
				fresh.mount();
				await mounted();
				expect(fetched()).toEqual([]);
				idle.forEach((then) => then());
				await mounted();
				// vitest.config.ts's stand-in manifest: the core, then the island's chunk.
				expect(fetched()).toEqual(['modulepreload core-T.js', 'modulepreload chunk-T.js', 'modulepreload page-T.js']);
				const stocky = document.querySelector<HTMLElement>('.stocky')!;
				expect(stocky.hasAttribute('data-island-state')).toBe(false);
				stocky.dispatchEvent(new Event('focusin'));
				await mounted();
				expect(stocky.dataset.islandState).toBe('ready');
			} finally {
				fresh.unmount();
				vi.unstubAllGlobals();
			}
		});
	});

	describe('given a press that begins on an island still loading', () => {
		let listening: AbortController;

		/** A fresh registry hearing every press and every end of one, as `capture` makes it, over `html`. */
		async function freshPage(html: string) {
			vi.resetModules();
			await import('./core.ts');
			const fresh = await import('./registry.ts');
			listening = new AbortController();
			const options = { capture: true, signal: listening.signal };
			for (const type of ['pointerdown', 'keydown', 'click']) document.addEventListener(type, fresh.wake, options);
			for (const type of ['pointerdown', 'keydown', 'click', ...fresh.pressEnds]) document.addEventListener(type, fresh.followPress, options);
			document.body.innerHTML = html;
			fresh.mount();
			return fresh;
		}

		afterEach(() => listening.abort());

		// Drawn under the pressed button, the island would replace it, and the browser would send no click.
		it.each([
			['pointerdown', 'click'],
			['pointerdown', 'pointerup'],
			['pointerdown', 'pointercancel'],
			['pointerdown', 'contextmenu'],
			['keydown', 'keyup'],
		])('draws it only a task after the press ends: %s, then %s', async (down, up) => {
			const fresh = await freshPage('<div class="stocky"><button>+</button></div>');
			const stocky = document.querySelector<HTMLElement>('.stocky')!;
			stocky.querySelector('button')!.dispatchEvent(new Event(down, { bubbles: true }));
			await mounted();
			expect(stocky.dataset.islandState).toBe('loading');
			stocky.querySelector('button')!.dispatchEvent(new Event(up, { bubbles: true }));
			expect(stocky.dataset.islandState).toBe('loading');
			await mounted();
			expect(stocky.dataset.islandState).toBe('ready');
			fresh.unmount();
		});

		it('draws it after 5 s when the press never ends here', async () => {
			const fresh = await freshPage('<div class="stocky"><button>+</button></div>');
			const stocky = document.querySelector<HTMLElement>('.stocky')!;
			vi.useFakeTimers({ toFake: ['setTimeout'] });
			stocky.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
			await vi.advanceTimersByTimeAsync(4999);
			expect(stocky.dataset.islandState).toBe('loading');
			await vi.advanceTimersByTimeAsync(1);
			vi.useRealTimers();
			await mounted();
			expect(stocky.dataset.islandState).toBe('ready');
			fresh.unmount();
		});

		it('waits for no press elsewhere on the page', async () => {
			const fresh = await freshPage('<button data-vetrina="counter">0</button><p>text</p>');
			const button = document.querySelector('button')!;
			// The load trigger fires a promise job later.
			await Promise.resolve();
			expect(button.dataset.islandState).toBe('loading');
			document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
			await mounted();
			expect(button.dataset.islandState).toBe('ready');
			fresh.unmount();
		});
	});

	describe('given an island that shows what others change', () => {
		/**
		 * The page mounted by a registry and triggers of their own (the module-wide "core wanted" of the tests
		 * above is long settled), once its first tasks have run: the registry and the `.mirror` mount point.
		 */
		async function mirrorPage(html = '<div class="mirror"></div>') {
			vi.resetModules();
			await import('./core.ts');
			const fresh = await import('./registry.ts');
			document.body.innerHTML = html;
			fresh.mount();
			await mounted();
			return { fresh, mirror: document.querySelector<HTMLElement>('.mirror')! };
		}

		it('leaves it as printed while nothing else is due, and starts it with the first island that brings the core', async () => {
			const { fresh, mirror } = await mirrorPage('<div class="mirror"></div><div class="stocky"></div>');
			const stocky = document.querySelector<HTMLElement>('.stocky')!;
			expect(mirror.hasAttribute('data-island-state')).toBe(false);
			stocky.dispatchEvent(new Event('focusin'));
			await vi.waitFor(() => expect([stocky.dataset.islandState, mirror.dataset.islandState]).toEqual(['ready', 'ready']));
			fresh.unmount();
		});

		it('starts it when the shopper reaches for it', async () => {
			const { fresh, mirror } = await mirrorPage();
			expect(mirror.hasAttribute('data-island-state')).toBe(false);
			mirror.dispatchEvent(new Event('pointerover'));
			await vi.waitFor(() => expect(mirror.dataset.islandState).toBe('ready'));
			fresh.unmount();
		});

		it('starts it when the shopper presses a link to it', async () => {
			const { fresh, mirror } = await mirrorPage('<div class="mirror" id="banner"></div><p><a href="#banner">Preferenze</a></p>');
			const { capture } = await import('./capture.ts');
			capture();
			document.querySelector('a')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
			await vi.waitFor(() => expect(mirror.dataset.islandState).toBe('ready'));
			fresh.unmount();
		});

		it('starts it at once on a page a granted login handed a list add to', async () => {
			const { PageName } = await import('./page-names.ts');
			sessionStorage.setItem(PageName.ResumedAdd, '{}');
			const { fresh, mirror } = await mirrorPage();
			await vi.waitFor(() => expect(mirror.dataset.islandState).toBe('ready'));
			sessionStorage.clear();
			fresh.unmount();
		});

		it('starts it marked to be fetched again when the page comes back from the back/forward cache', async () => {
			const { fresh, mirror } = await mirrorPage();
			dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
			await mounted();
			expect(mirror.hasAttribute('data-island-state')).toBe(false);
			dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
			await vi.waitFor(() => expect(mirror.dataset.islandState).toBe('ready'));
			expect(mirror.getAttribute('data-refresh')).toBe('load');
			fresh.unmount();
		});
	});
});
