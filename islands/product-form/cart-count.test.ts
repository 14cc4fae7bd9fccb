import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { productPage } from './fixture.ts';
import { mount } from './index.ts';

let teardown: (() => void) | undefined;
afterEach(() => {
	act(() => teardown?.());
	teardown = undefined;
});

const json = (body: unknown) => JSON.stringify(body);

it("shows the cart's count after an add on a page with no mini-cart and no cart module: the add itself asks VirtueMart for it", async () => {
	vi.spyOn(console, 'error').mockImplementation(() => {});
	const { calls } = controlledFetch();
	// A product page with neither the theme's mini-cart nor stock VirtueMart's cart module.
	document.body.innerHTML = productPage();
	const form = document.querySelector<HTMLFormElement>('form.product')!;
	act(() => {
		teardown = mount(form);
	});
	form.requestSubmit(form.querySelector<HTMLInputElement>('input[name="addtocart"]'));
	await flush();
	await act(async () => calls.find((call) => call.url.searchParams.get('task') === 'addJS')!.respond(json({ msg: '<p>12 x Silicone</p>', stat: '1' })));
	await vi.waitFor(() => screen.getByRole('dialog', { name: 'Prodotto aggiunto al carrello' }), { timeout: 5000 });
	expect(screen.getByRole('status').textContent).toBe('');

	const viewJS = calls.filter((call) => call.url.searchParams.get('task') === 'viewJS');
	expect(viewJS).toHaveLength(1);
	await act(async () =>
		viewJS[0]!.respond(
			json({ products: [{ product_name: 'Silicone', quantity: 12 }], totalProduct: 12, billTotal: '', totalProductTxt: '12 prodotti', cart_show: '' }),
		),
	);
	await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Articoli nel carrello: 12'));
});
