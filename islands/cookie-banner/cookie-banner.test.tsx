import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { removalDelay } from './consent.ts';
import { mount } from './index.ts';

const TOKEN = 'c'.repeat(32);

/** The theme's banner; mounted as the registry does. */
async function banner(animation: boolean) {
	document.body.innerHTML = `<main><h1>Ferramenta</h1></main><div data-vetrina="cookie-banner"${animation ? ' data-close-animation="slide"' : ''} role="region" aria-label="Informativa sui cookie">
<p>Usiamo cookie tecnici.</p><form method="post" action="/consenso-cookie"><input type="hidden" name="return" value="/"><input type="hidden" name="${TOKEN}" value="1"><button type="submit" class="btn vp-cookie-accept">Ho capito <img src=x onerror="window.pwned=1"></button></form></div>`;
	const el = document.querySelector<HTMLElement>('[data-vetrina="cookie-banner"]')!;
	let teardown = () => {};
	await act(async () => void (teardown = mount(el)));
	return { el, teardown };
}

/** Records the bodies ky sends (it hands fetch a Request). */
function consentServer() {
	const server = controlledFetch();
	const bodies: Promise<string>[] = [];
	vi.stubGlobal('fetch', (input: Request, init?: RequestInit) => {
		bodies.push(input.clone().text());
		return server.fetch(input, init);
	});
	return { ...server, bodies };
}

const accept = () => act(async () => screen.getByRole('button', { name: 'Ho capito' }).click());

describe('cookie-banner', () => {
	// Fake timers that still flow (flush() and ky need them to), fast-forwarded over the delays.
	beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
	afterEach(() => vi.unstubAllGlobals());

	describe('given the banner with a close animation', () => {
		it('should keep the form and its fields, and render the accept button as text and safe markup only', async () => {
			const { el } = await banner(true);
			const form = el.querySelector('form')!;
			expect(screen.getByRole('region', { name: 'Informativa sui cookie' })).toBe(el);
			expect([...new FormData(form)]).toEqual([
				['return', '/'],
				[TOKEN, '1'],
			]);
			const button = screen.getByRole('button', { name: 'Ho capito' });
			expect(button.className).toBe('btn vp-cookie-accept');
			expect(button.querySelector('img')!.hasAttribute('onerror')).toBe(false);
		});

		it('should POST vpfmethod=setCookieConsent and the token in the body, and go 1500 ms later', async () => {
			const { el } = await banner(true);
			const { calls, bodies } = consentServer();
			await accept();
			await act(flush);
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('POST');
			expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/index.php?option=com_ajax&plugin=vpframework&format=json');
			expect(await bodies[0]).toBe(`vpfmethod=setCookieConsent&${TOKEN}=1`);
			expect(el.dataset.state).toBe('closing');
			expect(screen.getByRole('button', { name: 'Ho capito' }).getAttribute('aria-disabled')).toBe('true');
			await accept(); // a second press sends nothing
			await act(async () => {
				calls[0]!.respond('{"error":0,"msg":""}');
				await vi.advanceTimersByTimeAsync(1400);
			});
			expect(el.isConnected).toBe(true);
			await act(() => vi.advanceTimersByTimeAsync(200));
			expect(el.isConnected).toBe(false);
			expect(calls).toHaveLength(1);
		});
	});

	describe('given no close animation, or reduced motion', () => {
		it('should wait 200 ms', async () => {
			expect(removalDelay((await banner(false)).el)).toBe(200);
			vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
			expect(removalDelay((await banner(true)).el)).toBe(200);
		});
	});

	describe('given keyboard focus on its button', () => {
		it('should hand focus to the main content when the banner goes, not to <body>', async () => {
			const { el } = await banner(false);
			const { calls } = consentServer();
			screen.getByRole('button', { name: 'Ho capito' }).focus();
			await accept();
			expect(el.dataset.state).toBe('closed');
			await act(async () => {
				await flush();
				calls[0]!.respond('{}');
				await vi.advanceTimersByTimeAsync(250);
			});
			expect(el.isConnected).toBe(false);
			expect(document.activeElement).toBe(document.querySelector('main'));
		});
	});

	describe('after unmounting', () => {
		it('should put the server form back as it was', async () => {
			const { el, teardown } = await banner(true);
			act(() => teardown());
			expect(el.querySelector('form')!.innerHTML).toContain('onerror');
			expect(el.hasAttribute('data-state')).toBe(false);
		});
	});
});
