import { describe, expect, it } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { loadStockPage } from '../../test/unit/stock-page.ts';
import { mount } from './index.ts';

describe('product details on stock bs5 markup', () => {
	describe('given both neighbour links carrying previous-page and rel="prev" (bs5-default.php)', () => {
		it('should update each in place from its own href', async () => {
			const { calls } = controlledFetch();
			loadStockPage('bs5', '/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-10pz-detail');
			const el = document.querySelector<HTMLElement>('.productdetails-view')!;
			const teardown = mount(el);
			const links = [...el.querySelectorAll<HTMLAnchorElement>('.product-neighbours a')];
			expect(links.map((a) => [a.className, a.rel])).toEqual([
				['btn previous-page p-1', 'prev'],
				['btn previous-page p-1', 'prev'],
			]);
			const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
			links[1]!.querySelector('svg')!.dispatchEvent(event);
			await flush();
			expect(event.defaultPrevented).toBe(true);
			expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual([
				'/prodotti/fissaggi-e-tasselli/viti/viti-per-legno/vite-legno-torx-4x30-mm-12pz-detail?tmpl=component&format=html&dynamic=1',
			]);
			teardown();
		});
	});

	describe('given VirtueMart’s icon-only image-expand button', () => {
		it('should give it a name', () => {
			document.body.innerHTML = `<div class="productdetails-view"><div class="main-image">
				<a href="/images/hat2.png"><img src="/images/hat2.png" alt="Casco"></a>
				<button class="vm-btn-expand" type="button"><svg class="bi bi-arrows-angle-expand"></svg></button></div></div>`;
			const teardown = mount(document.querySelector<HTMLElement>('.productdetails-view')!);
			expect(document.querySelector('.vm-btn-expand')!.getAttribute('aria-label')).toBe('Ingrandisci l’immagine');
			teardown();
		});
	});
});
