import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../../test/unit/fetch.ts';
import { mount } from './index.ts';

function link(attributes: string) {
	document.body.innerHTML = `<a href="/zone" data-vetrina="frame-modal" ${attributes}>Zone di consegna</a>`;
	return document.querySelector<HTMLElement>('a')!;
}
async function click(el: HTMLElement) {
	const event = new MouseEvent('click', { bubbles: true, cancelable: true });
	await act(async () => {
		el.dispatchEvent(event);
		await flush();
	});
	return event;
}

describe('frame modal', () => {
	describe('given a url and a title', () => {
		it('should open the url in a modal frame under that title', async () => {
			const teardown = mount(link('data-url="/condizioni?tmpl=component" data-title="Condizioni di vendita"'));
			expect((await click(document.querySelector('a')!)).defaultPrevented).toBe(true);
			expect(document.querySelector('dialog iframe')!.getAttribute('src')).toBe(`${location.origin}/condizioni?tmpl=component`);
			expect(document.querySelector('.vetrina-modal__title')!.textContent).toBe('Condizioni di vendita');
			await act(async () => teardown());
		});
	});

	describe('given no title', () => {
		it('should drop the header, show a close button and name the dialog after the link', async () => {
			const teardown = mount(link('data-url="/zone?tmpl=component"'));
			await click(document.querySelector('a')!);
			expect(document.querySelector('.vetrina-modal__header')).toBeNull();
			expect(document.querySelector('.vetrina-modal__close--floating')).not.toBeNull();
			expect(document.querySelector('dialog')!.getAttribute('aria-label')).toBe('Zone di consegna');
			await act(async () => teardown());
		});
	});

	describe.each(['javascript:alert(1)', 'https://evil.example/', ''])('given the url %j', (url) => {
		it('should open nothing and let the link work', async () => {
			vi.spyOn(console, 'warn').mockImplementation(() => {});
			mount(link(`data-url="${url}" data-title="x"`));
			expect((await click(document.querySelector('a')!)).defaultPrevented).toBe(false);
			expect(document.querySelector('dialog')).toBeNull();
		});
	});

	describe("given VirtueMart's icon-only Print link", () => {
		it('should open its own href, the print view VirtueMart prints for a frame, named by its title', async () => {
			document.body.innerHTML = '<a class="printModal" href="/casco?tmpl=component&amp;print=1" title="Stampa"><svg aria-hidden="true"></svg></a>';
			const teardown = mount(document.querySelector('a')!);
			expect((await click(document.querySelector('a')!)).defaultPrevented).toBe(true);
			expect(document.querySelector('dialog iframe')!.getAttribute('src')).toBe(`${location.origin}/casco?tmpl=component&print=1`);
			expect(document.querySelector('dialog')!.getAttribute('aria-label')).toBe('Stampa');
			await act(async () => teardown());
		});
	});

	describe("given bs3's icon-only Email link to a collapsed frame", () => {
		it('should open its data-href, not the anchor it links to', async () => {
			document.body.innerHTML =
				'<a class="iframe-src btn btn-default" href="#form-collapse-anchor" data-href="/index.php?task=recommend&amp;tmpl=component" title="Email"><span class="glyphicon glyphicon-envelope"></span></a>';
			const teardown = mount(document.querySelector('a')!);
			expect((await click(document.querySelector('a')!)).defaultPrevented).toBe(true);
			expect(document.querySelector('dialog iframe')!.getAttribute('src')).toBe(`${location.origin}/index.php?task=recommend&tmpl=component`);
			expect(document.querySelector('dialog')!.getAttribute('aria-label')).toBe('Email');
			await act(async () => teardown());
		});
	});
});
