import { describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../test/unit/fetch.ts';
import { contentUrl, updateContent } from './content-update.ts';
import { store } from './store.ts';

const answer = (name: string, extra = '') => `<title>${name} - Ferramenta Vetrina</title>
<nav class="vp-breadcrumb" id="vp-breadcrumb"><ol><li>Home</li><li>${name}</li></ol></nav>
<div class="product-container productdetails-view" data-product-id="2"><h1>${name}</h1>
<select id="field301_1" name="field[2][301][customfield_value][1]"><option>10 PZ</option></select>${extra}</div>`;

function page() {
	document.body.innerHTML = `<nav class="vp-breadcrumb" id="vp-breadcrumb"><ol><li>Home</li><li>Vecchio</li></ol></nav>
<div class="product-container productdetails-view" data-product-id="1"><h1>Vecchio</h1>
<select id="field301_1" name="field[1][301][customfield_value][1]"><option>1 PZ</option></select></div>`;
	return document.querySelector<HTMLElement>('.productdetails-view')!;
}
const options = { selector: '.productdetails-view', push: true, source: 'test' };

describe('contentUrl', () => {
	const content = (link: string) => {
		const url = contentUrl(new URL(link, location.href));
		return url.pathname + url.search + url.hash;
	};

	it('should add the dynamic switches with ? or & as VirtueMart does, and keep the query of the link as printed', () => {
		expect(content('/prodotti/a/b/vite-detail#recensioni')).toBe('/prodotti/a/b/vite-detail?tmpl=component&format=html&dynamic=1');
		expect(content('/index.php?option=com_virtuemart&view=productdetails')).toBe(
			'/index.php?option=com_virtuemart&view=productdetails&tmpl=component&format=html&dynamic=1',
		);
		expect(content('/prodotti/viti?limitstart=8&filtro=a,b%20c')).toBe('/prodotti/viti?limitstart=8&filtro=a,b%20c&tmpl=component&format=html&dynamic=1');
	});
});

describe('updateContent', () => {
	describe('given a product page and a good answer', () => {
		it('should GET the dynamic url once and replace the container, title and breadcrumb', async () => {
			const { calls } = controlledFetch();
			const container = page();
			const push = vi.spyOn(history, 'pushState');
			const done = updateContent(container, '/prodotti/v/vite-10-detail', options);
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('GET');
			expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/prodotti/v/vite-10-detail?tmpl=component&format=html&dynamic=1');
			expect(store.getState().busy.content).toBe(true);
			calls[0]!.respond(answer('Vite 10 PZ', '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'));
			expect(await done).toBe(true);
			expect(container.querySelector('h1')!.textContent).toBe('Vite 10 PZ');
			expect(container.dataset.productId).toBe('2');
			expect(container.innerHTML).not.toContain('onerror');
			expect(container.querySelector('script')).toBeNull();
			expect(document.title).toBe('Vite 10 PZ - Ferramenta Vetrina');
			expect(document.querySelector('#vp-breadcrumb')!.textContent).toContain('Vite 10 PZ');
			expect(document.querySelectorAll('.productdetails-view')).toHaveLength(1);
			expect(store.getState().busy.content).toBe(false);
			expect(container.hasAttribute('aria-busy')).toBe(false);
			// Its history entry lands before the next test watches history.
			await vi.waitFor(() => expect(push).toHaveBeenCalledOnce());
			push.mockRestore();
		});

		it('should keep focus on the equivalent control and push {url} after 100 ms', async () => {
			vi.useFakeTimers({ shouldAdvanceTime: true });
			const { calls } = controlledFetch();
			const container = page();
			container.querySelector('select')!.focus();
			const push = vi.spyOn(history, 'pushState');
			const done = updateContent(container, '/prodotti/v/vite-10-detail', options);
			await flush();
			calls[0]!.respond(answer('Vite 10 PZ'));
			await done;
			expect(document.activeElement).toBe(container.querySelector('#field301_1'));
			expect(push).not.toHaveBeenCalled();
			await vi.advanceTimersByTimeAsync(120);
			expect(push).toHaveBeenCalledTimes(1);
			expect(push).toHaveBeenCalledWith({ url: `${location.origin}/prodotti/v/vite-10-detail` }, '', `${location.origin}/prodotti/v/vite-10-detail`);
		});
	});

	describe("given an answer holding VirtueMart's cvselvars script", () => {
		it('should keep its list as a JSON block in the field of its group, before the sanitizer drops the script', async () => {
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const { calls } = controlledFetch();
			const container = page();
			const done = updateContent(container, '/prodotti/v/vite-10-detail', options);
			await flush();
			const field = '<div class="product-field-display"><select data-cvsel="field301" class="cvselection"><option>10 PZ</option></select></div>';
			const script = `<script defer  id="cvselvarsd650-js" type="text/javascript" >//<![CDATA[ 
jQuery(document).ready(function($) {
	$('select[data-cvsel="field301"]').on('change', { variants:[["/v/vite-1-detail","4x30 mm","1 PZ"],["/v/vite-10-detail","4x30 mm","10 PZ"]] },Virtuemart.cvFind);
}); //]]>
</script><script defer  id="cvselvarsbad-js">$('[data-cvsel="field999"]').on('change', { variants:[["/x","1/2""]] },Virtuemart.cvFind);</script>`;
			calls[0]!.respond(answer('Vite 10 PZ', field + script));
			expect(await done).toBe(true);
			expect(container.querySelector('script[id^="cvselvars"]')).toBeNull();
			const blocks = [...container.querySelectorAll('script')];
			expect(blocks.map((b) => [b.type, b.className, b.dataset.cvsel, b.parentElement!.className])).toEqual([
				['application/json', 'vetrina-variants', 'field301', 'product-field-display'],
			]);
			expect(JSON.parse(blocks[0]!.textContent!)).toEqual([
				['/v/vite-1-detail', '4x30 mm', '1 PZ'],
				['/v/vite-10-detail', '4x30 mm', '10 PZ'],
			]);
			expect(console.error).toHaveBeenCalledWith(expect.stringContaining('malformed variant list in #cvselvarsbad-js'), expect.any(SyntaxError));
		});
	});

	describe('given two updates in a row', () => {
		it('should abort the first and apply only the second', async () => {
			const { calls } = controlledFetch();
			const container = page();
			const first = updateContent(container, '/prodotti/v/a-detail', options);
			await flush();
			const second = updateContent(container, '/prodotti/v/b-detail', options);
			await flush();
			expect(calls[0]!.init.signal!.aborted).toBe(true);
			expect(await first).toBe(false);
			// The superseded update leaves the busy mark to the one in flight.
			expect(container.getAttribute('aria-busy')).toBe('true');
			calls[1]!.respond(answer('B'));
			expect(await second).toBe(true);
			expect(container.querySelector('h1')!.textContent).toBe('B');
			expect(container.hasAttribute('aria-busy')).toBe(false);
		});
	});

	describe.each([
		['a 500', (call: { respond: (b: string, i?: ResponseInit) => void }) => call.respond('Internal Server Error', { status: 500 })],
		['a 404', (call: { respond: (b: string, i?: ResponseInit) => void }) => call.respond(answer('Pagina non trovata'), { status: 404 })],
		['an HTML error page', (call: { respond: (b: string) => void }) => call.respond('<html><body><h1>Errore del server</h1></body></html>')],
		['a dropped connection', (call: { fail: (e: Error) => void }) => call.fail(new TypeError('Failed to fetch'))],
	])('given %s', (_name, reply) => {
		it('should keep the old content, log it and clear busy', async () => {
			const { calls } = controlledFetch();
			const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
			const container = page();
			const before = container.innerHTML;
			const done = updateContent(container, '/prodotti/v/a-detail', options);
			await flush();
			reply(calls[0] as never);
			expect(await done).toBe(false);
			expect(container.innerHTML).toBe(before);
			expect(document.title).not.toContain('Pagina non trovata');
			expect(errors).toHaveBeenCalled();
			expect(store.getState().busy.content).toBe(false);
			expect(container.hasAttribute('aria-busy')).toBe(false);
			await flush();
		});
	});

	describe('given a foreign url', () => {
		it('should send nothing', async () => {
			const { calls } = controlledFetch();
			vi.spyOn(console, 'warn').mockImplementation(() => {});
			expect(await updateContent(page(), 'https://evil.example/x', options)).toBe(false);
			expect(calls).toHaveLength(0);
		});
	});
});
