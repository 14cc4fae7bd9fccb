import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch } from '../../test/unit/fetch.ts';
import { loadStockPage, STOCK_PATHS, stockContent } from '../../test/unit/stock-page.ts';

const navigate = vi.fn((_url: string | null | undefined, _win?: Window) => true);
vi.mock('../../src/safe-url.ts', async (original) => ({ ...(await original<object>()), navigate }));
const { mount } = await import('./index.ts');

let teardowns: (() => void)[] = [];
const mountAll = () => {
	teardowns = [...document.querySelectorAll<HTMLElement>('.cvselection, .avselection')].map((el) => mount(el));
};
const change = (el: HTMLInputElement | HTMLSelectElement, value?: string) => {
	if (el instanceof HTMLInputElement) el.checked = true;
	else el.value = value!;
	el.dispatchEvent(new Event('change', { bubbles: true }));
};
const paths = (calls: { url: URL }[]) => calls.map((c) => c.url.pathname + c.url.search);

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
	teardowns.forEach((teardown) => teardown());
	navigate.mockClear();
	vi.restoreAllMocks();
	delete (window as { Virtuemart?: unknown }).Virtuemart;
});

describe('variants on stock VirtueMart markup', () => {
	describe.each(['legacy', 'bs3', 'bs5'] as const)('given the %s product page of a two-select family', (set) => {
		it('should find the variant in the inline cvselvars text and update in place', async () => {
			const { calls } = controlledFetch();
			loadStockPage(set, STOCK_PATHS.screw);
			expect(document.querySelector('script[id^="cvselvars"]')).not.toBeNull();
			expect(document.querySelector('script.vetrina-variants')).toBeNull();
			mountAll();
			change(document.querySelector<HTMLSelectElement>('select[name="field[1][301][customfield_value][1]"]')!, '10 PZ');
			await vi.waitFor(() => expect(calls).toHaveLength(1));
			expect(paths(calls)).toEqual([
				'/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-10pz-detail?tmpl=component&format=html&dynamic=1',
			]);
			expect(navigate).not.toHaveBeenCalled();
		});
	});

	describe('given two switches in a row, the second in the content the first brought in place', () => {
		it("should read the second from the in-place answer's list (kept before sanitizing as a JSON block)", async () => {
			const { calls } = controlledFetch();
			loadStockPage('bs5', STOCK_PATHS.screw);
			mountAll();
			const pack = () => document.querySelector<HTMLSelectElement>('select[data-cvsel="field301"][name$="[1]"]')!;
			change(pack(), '10 PZ');
			await vi.waitFor(() => expect(calls).toHaveLength(1));
			const tenPieces = '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-10pz-detail';
			calls[0]!.respond(`<title>Vite 10 PZ</title>${stockContent('bs5', tenPieces)}`);
			await vi.waitFor(() => expect(pack().name).toBe('field[2][301][customfield_value][1]'));
			const field = pack().closest('.product-field-display')!;
			expect(document.querySelector('script[id^="cvselvars"]')).toBeNull();
			const block = field.querySelector('script.vetrina-variants[data-cvsel="field301"]')!;
			expect(block.getAttribute('type')).toBe('application/json');
			expect(JSON.parse(block.textContent!)).toContainEqual([tenPieces, '4x30 mm', '10 PZ']);
			teardowns.forEach((teardown) => teardown());
			mountAll(); // the registry mounts the new content's controls
			change(document.querySelector<HTMLSelectElement>('select[data-cvsel="field301"][name$="[0]"]')!, '5x50 mm');
			await vi.waitFor(() => expect(calls).toHaveLength(2));
			// 5x50 mm with 10 PZ exists: the selection carried over from the new content.
			expect(calls[1]!.url.pathname).toBe('/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-5x50-mm-10pz-detail');
		});
	});

	describe('given a radio group (selector without select prefix)', () => {
		it('should use the checked radio and update in place', async () => {
			const { calls } = controlledFetch();
			loadStockPage('legacy', STOCK_PATHS.tape);
			mountAll();
			change(document.querySelector<HTMLInputElement>('input.cvradio[value="8 m"]')!);
			await vi.waitFor(() => expect(calls).toHaveLength(1));
			expect(calls[0]!.url.pathname).toBe('/prodotti/strumenti-di-misura/flessometri/flessometro-gommato-8m-detail');
		});
	});

	describe('given a malformed cvselvars script (a value with an unescaped quote)', () => {
		it('should log it once, read it once (cached by data-cvsel) and go nowhere', async () => {
			const { calls } = controlledFetch();
			loadStockPage('bs5', STOCK_PATHS.screw);
			const script = document.querySelector('script[id^="cvselvars"]')!;
			script.textContent = script.textContent!.replace('"4x30 mm","1 PZ"', '"4x30 mm","1/2" PZ"');
			mountAll();
			const pack = document.querySelector<HTMLSelectElement>('select[name="field[1][301][customfield_value][1]"]')!;
			change(pack, '10 PZ');
			change(pack, '12 PZ');
			const logged = vi.mocked(console.error).mock.calls.map(([text]) => String(text));
			expect(logged.filter((text) => text.includes('malformed variant list'))).toHaveLength(1);
			expect(logged.filter((text) => text.includes('no variant matches the selection'))).toHaveLength(2);
			expect(calls).toHaveLength(0);
			expect(navigate).not.toHaveBeenCalled();
		});
	});

	describe('given a child list with url="value" on a product page', () => {
		it('should navigate to the chosen option value, not to "value"', async () => {
			loadStockPage('bs5', STOCK_PATHS.spanner);
			const select = document.querySelector<HTMLSelectElement>('select.avselection')!;
			expect(select.getAttribute('url')).toBe('value');
			mountAll();
			change(select, '/prodotti/chiavi-e-utensili-manuali/chiavi-combinate/chiave-combinata-13mm-detail');
			expect(navigate.mock.calls).toEqual([['/prodotti/chiavi-e-utensili-manuali/chiavi-combinate/chiave-combinata-13mm-detail']]);
		});
	});

	describe("given a category child list with VirtueMart's inline onchange navigation", () => {
		it('should take the handler off while mounted, navigate once itself, and put it back on unmount', async () => {
			loadStockPage('legacy', STOCK_PATHS.spanners);
			const select = document.querySelector<HTMLSelectElement>('select.avselection')!;
			const inline = 'window.top.location.href=this.options[this.selectedIndex].value';
			expect(select.getAttribute('onchange')).toBe(inline);
			mountAll();
			expect(select.hasAttribute('onchange')).toBe(false);
			const child = select.options[2]!.value;
			change(select, child);
			expect(navigate.mock.calls).toEqual([[child]]);
			teardowns.forEach((teardown) => teardown());
			teardowns = [];
			expect(select.getAttribute('onchange')).toBe(inline);
		});
	});

	describe('given a category two-select family (data-reload="1")', () => {
		it('should navigate to the variant', async () => {
			loadStockPage('bs5', '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno');
			const pack = document.querySelector<HTMLSelectElement>('select[name="field[2][301][customfield_value][1]"]')!;
			expect(pack.dataset.reload).toBe('1');
			mountAll();
			change(pack, '24 PZ');
			expect(navigate.mock.calls).toEqual([['/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-24pz-detail']]);
		});
	});

	describe("given VirtueMart's own scripts on the page", () => {
		it('should leave the controls to them', async () => {
			vi.spyOn(console, 'warn').mockImplementation(() => {});
			const { calls } = controlledFetch();
			(window as { Virtuemart?: unknown }).Virtuemart = { product: () => {} };
			loadStockPage('legacy', STOCK_PATHS.spanners);
			mountAll();
			const select = document.querySelector<HTMLSelectElement>('select.avselection')!;
			expect(select.hasAttribute('onchange')).toBe(true);
			change(select, select.options[2]!.value);
			expect(navigate).not.toHaveBeenCalled();
			expect(calls).toHaveLength(0);
		});
	});
});
