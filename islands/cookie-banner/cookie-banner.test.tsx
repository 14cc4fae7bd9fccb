import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { removalDelay } from './consent.ts';
import { mount } from './index.ts';

const TOKEN = 'c'.repeat(32);

const REFUSE = '<button type="submit" name="consent" value="refused" class="btn vp-cookie-refuse">Rifiuta</button>\n';

/** The theme's banner (with its refuse button unless `refuse` is false); mounted as the registry does. */
async function banner(animation: boolean, refuse = true) {
	document.body.innerHTML = `<main><h1>Ferramenta</h1></main><div data-vetrina="cookie-banner"${animation ? ' data-close-animation="slide"' : ''} role="region" aria-label="Informativa sui cookie">
<p>Usiamo cookie tecnici.</p><form method="post" action="/consenso-cookie"><input type="hidden" name="return" value="/"><input type="hidden" name="${TOKEN}" value="1">${refuse ? REFUSE : ''}<button type="submit" class="btn vp-cookie-accept">Accetta <img src=x onerror="window.pwned=1"></button></form></div>`;
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

const press = (name: string) => act(async () => screen.getByRole('button', { name }).click());
const accept = () => press('Accetta');

describe('cookie-banner', () => {
	// Fake timers that still flow (flush() and ky need them to), fast-forwarded over the delays.
	beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
	afterEach(() => vi.unstubAllGlobals());

	describe('given the banner with a close animation', () => {
		it('should keep the form and its fields, and render the buttons as text and safe markup only, refuse first', async () => {
			const { el } = await banner(true);
			const form = el.querySelector('form')!;
			expect(screen.getByRole('region', { name: 'Informativa sui cookie' })).toBe(el);
			expect([...new FormData(form)]).toEqual([
				['return', '/'],
				[TOKEN, '1'],
			]);
			const button = screen.getByRole('button', { name: 'Accetta' });
			expect(button.className).toBe('btn vp-cookie-accept');
			expect(button.querySelector('img')!.hasAttribute('onerror')).toBe(false);
			expect(screen.getAllByRole('button').map((b) => b.textContent!.trim())).toEqual(['Rifiuta', 'Accetta']);
			// The space between them is the server's: they stand where they stood.
			expect(form.innerHTML).toContain('Rifiuta</button> <button');
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
			expect(screen.getByRole('button', { name: 'Accetta' }).getAttribute('aria-disabled')).toBe('true');
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

	describe('given the refuse button', () => {
		it('should POST the same call with consent=refused, and take the banner away as accepting does', async () => {
			const { el } = await banner(false);
			const { calls, bodies } = consentServer();
			await press('Rifiuta');
			await act(flush);
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('POST');
			expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/index.php?option=com_ajax&plugin=vpframework&format=json');
			expect(await bodies[0]).toBe(`vpfmethod=setCookieConsent&${TOKEN}=1&consent=refused`);
			expect(el.dataset.state).toBe('closed');
			await accept(); // the other answer, once one is given, sends nothing
			await act(async () => {
				calls[0]!.respond('{"error":0,"msg":""}');
				await vi.advanceTimersByTimeAsync(250);
			});
			expect(el.isConnected).toBe(false);
			expect(calls).toHaveLength(1);
		});
	});

	describe('given a theme that prints no refuse button', () => {
		it('should draw one before the accept button, looking the same, that posts consent=refused', async () => {
			await banner(false, false);
			const { calls, bodies } = consentServer();
			const [refuse, accepting] = screen.getAllByRole('button');
			expect(refuse!.textContent).toBe('Rifiuta');
			expect(refuse!.className).toBe('btn vetrina-cookie-refuse');
			expect(accepting!.className).toBe('btn vp-cookie-accept');
			await press('Rifiuta');
			await act(flush);
			expect(await bodies[0]).toBe(`vpfmethod=setCookieConsent&${TOKEN}=1&consent=refused`);
			await act(async () => {
				calls[0]!.respond('{}');
				await vi.advanceTimersByTimeAsync(250);
			});
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
			screen.getByRole('button', { name: 'Accetta' }).focus();
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
