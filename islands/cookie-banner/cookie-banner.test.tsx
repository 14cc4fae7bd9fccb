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
	// The buttons' content as the page parsed it, to tell it apart from a copy parsed again.
	const printed = [...el.querySelectorAll('button')].map((button) => [...button.childNodes]);
	let teardown = () => {};
	await act(async () => void (teardown = mount(el)));
	return { el, teardown, printed };
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
		it("should keep the form and its fields, and render the buttons with the server's own content, refuse first", async () => {
			const { el, printed } = await banner(true);
			const form = el.querySelector('form')!;
			expect(screen.getByRole('region', { name: 'Informativa sui cookie' })).toBe(el);
			expect([...new FormData(form)]).toEqual([
				['return', '/'],
				[TOKEN, '1'],
			]);
			const button = screen.getByRole('button', { name: 'Accetta' });
			expect(button.className).toBe('btn vp-cookie-accept');
			// The page's own nodes, moved: markup parsed again would fire its handlers a second time.
			expect([...button.childNodes]).toEqual(printed.at(-1));
			expect(button.querySelector('img')).toBe(printed.at(-1)!.find((node) => node.nodeName === 'IMG'));
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

	describe('given statistics scripts kept inert until consent', () => {
		const INERT = `<script nonce="page-nonce" type="module" src="/media/plg_system_vetrina/js/vetrina.js"></script>
<script type="text/plain" data-vetrina-consent="statistics" data-vetrina-src="/media/stats.js" data-site="shop"></script>
<script type="text/plain" data-vetrina-consent="statistics" nonce="">document.cookie = 'stats=1';</script>`;

		it('should run them on acceptance, in order, with the page nonce, their attributes and their address or code', async () => {
			const { el } = await banner(false);
			el.insertAdjacentHTML('beforebegin', INERT);
			const { calls } = consentServer();
			await accept();
			const [external, inline] = [...document.querySelectorAll<HTMLScriptElement>('script:not([type])')];
			expect(document.querySelector('[data-vetrina-consent]')).toBeNull();
			expect(external!.getAttribute('src')).toBe('/media/stats.js');
			expect(external!.dataset.site).toBe('shop');
			expect(external!.async).toBe(false);
			expect(external!.hasAttribute('type')).toBe(false);
			expect([external!.getAttribute('nonce'), inline!.getAttribute('nonce')]).toEqual(['page-nonce', 'page-nonce']);
			// New elements: a script the parser saw as text/plain never runs, even once its type changes.
			expect(inline!.text).toBe("document.cookie = 'stats=1';");
			await act(async () => {
				await flush();
				calls[0]!.respond('{}');
				await vi.advanceTimersByTimeAsync(250);
			});
		});

		it('should keep them inert on refusal', async () => {
			const { el } = await banner(false);
			el.insertAdjacentHTML('beforebegin', INERT);
			const { calls } = consentServer();
			await press('Rifiuta');
			expect(document.querySelectorAll('script[type="text/plain"][data-vetrina-consent]')).toHaveLength(2);
			await act(async () => {
				await flush();
				calls[0]!.respond('{}');
				await vi.advanceTimersByTimeAsync(250);
			});
		});
	});

	describe('given a "Cookie preferences" link to the banner', () => {
		/** The banner as the plugin prints it once the shopper has answered: hidden, with its id, and the link. */
		async function answered() {
			const { el } = await banner(false);
			el.id = 'vetrina-cookie-consent';
			el.hidden = true;
			document.body.insertAdjacentHTML('beforeend', '<footer><a href="#vetrina-cookie-consent">Preferenze cookie</a></footer>');
			return { el, link: screen.getByRole('link', { name: 'Preferenze cookie' }) };
		}

		it('should open the banner with focus on its first answer, and hide it again once answered, focus back on the link', async () => {
			const { el, link } = await answered();
			link.focus();
			const click = new MouseEvent('click', { bubbles: true, cancelable: true });
			act(() => void link.dispatchEvent(click));
			expect(click.defaultPrevented).toBe(true);
			expect(el.hidden).toBe(false);
			expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rifiuta' }));
			const { calls, bodies } = consentServer();
			await press('Rifiuta');
			await act(flush);
			expect(await bodies[0]).toBe(`vpfmethod=setCookieConsent&${TOKEN}=1&consent=refused`);
			await act(async () => {
				calls[0]!.respond('{}');
				await vi.advanceTimersByTimeAsync(250);
			});
			expect(el.isConnected).toBe(true);
			expect(el.hidden).toBe(true);
			expect(el.hasAttribute('data-state')).toBe(false);
			expect(document.activeElement).toBe(link);
		});

		it('should answer again when opened again', async () => {
			const { el, link } = await answered();
			const { calls, bodies } = consentServer();
			for (const [i, answer] of ['Rifiuta', 'Accetta'].entries()) {
				act(() => link.click());
				await press(answer);
				await act(async () => {
					await flush();
					calls[i]!.respond('{}');
					await vi.advanceTimersByTimeAsync(250);
				});
				expect(el.hidden).toBe(true);
			}
			expect(await Promise.all(bodies)).toEqual([`vpfmethod=setCookieConsent&${TOKEN}=1&consent=refused`, `vpfmethod=setCookieConsent&${TOKEN}=1`]);
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
