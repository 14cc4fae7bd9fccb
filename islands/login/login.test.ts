import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openLogin } from '../../src/login-opener.ts';
import { mount } from './index.ts';

const guestPage = `<a class="vp-login-link" href="/accedi" data-vetrina="login" aria-controls="vp-login-modal">Accedi</a>
	<div id="vp-login-modal" hidden><form action="/accedi" method="post"><input name="username"><input type="password" name="password"><input type="hidden" name="return" value=""></form></div>`;

describe('the login island', () => {
	let teardown: (() => void) | undefined;
	afterEach(() => {
		teardown?.();
		document.body.replaceChildren();
	});

	it("should be the login opener while mounted: it opens the modal with the server's message", async () => {
		document.body.innerHTML = guestPage;
		teardown = mount(document.querySelector<HTMLElement>('[data-vetrina="login"]')!);
		let opened = false;
		await act(async () => {
			opened = openLogin('<b>Accedi</b> per la lista<script>x()</script>');
		});
		expect(opened).toBe(true);
		// The modal's code loads on first use: that can take a while on a busy machine.
		const modal = await screen.findByRole('dialog', { name: 'Accedi al tuo account' }, { timeout: 10_000 });
		expect(modal.querySelector('[role="alert"]')!.innerHTML).toBe('<b>Accedi</b> per la lista');
		expect(modal.querySelector('input[name="username"]')).not.toBeNull();
		teardown();
		teardown = undefined;
		// Nothing opens it once the island is gone: the caller goes to the login page.
		expect(openLogin('Accedi')).toBe(false);
	});

	it('should answer false when the page has no login form, so the caller goes to the login page', () => {
		document.body.innerHTML = '<a href="/accedi" data-vetrina="login">Accedi</a>';
		teardown = mount(document.querySelector<HTMLElement>('[data-vetrina="login"]')!);
		expect(openLogin('Accedi')).toBe(false);
	});
});
