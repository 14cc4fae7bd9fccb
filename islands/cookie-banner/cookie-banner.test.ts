import { describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../../test/unit/fetch.ts';
import { mount, removalDelay } from './index.ts';

const TOKEN = 'c'.repeat(32);

function banner(animation: boolean): HTMLElement {
	document.body.innerHTML = `<div data-vetrina="cookie-banner"${animation ? ' data-close-animation="slide"' : ''}>
<form method="post" action="/consenso-cookie"><input type="hidden" name="${TOKEN}" value="1"><button type="submit">Ho capito</button></form></div>`;
	return document.querySelector<HTMLElement>('[data-vetrina="cookie-banner"]')!;
}

describe('cookie-banner', () => {
	describe('given a banner with a close animation', () => {
		it('should POST vpfmethod=setCookieConsent and the token in the body, and go 1500 ms later', async () => {
			// Fake timers that still flow (flush() and ky need them to), fast-forwarded over the delays.
			vi.useFakeTimers({ shouldAdvanceTime: true });
			const el = banner(true);
			const teardown = mount(el);
			const { calls, fetch } = controlledFetch();
			// ky hands fetch a Request: keep a copy of its body.
			const bodies: Promise<string>[] = [];
			vi.stubGlobal('fetch', (input: Request, init?: RequestInit) => {
				bodies.push(input.clone().text());
				return fetch(input, init);
			});
			el.querySelector('button')!.click();
			await flush();
			expect(calls).toHaveLength(1);
			expect(calls[0]!.init.method).toBe('POST');
			expect(calls[0]!.url.search).toBe('?option=com_ajax&plugin=vpframework&format=json');
			expect(await bodies[0]).toBe(`vpfmethod=setCookieConsent&${TOKEN}=1`);
			expect(el.dataset.state).toBe('closing');
			calls[0]!.respond('{"error":0,"msg":""}');
			await vi.advanceTimersByTimeAsync(1400);
			expect(el.isConnected).toBe(true);
			await vi.advanceTimersByTimeAsync(200);
			expect(el.isConnected).toBe(false);
			teardown();
			vi.unstubAllGlobals();
		});
	});

	describe('given no close animation, or reduced motion', () => {
		it('should wait 200 ms', () => {
			expect(removalDelay(banner(false))).toBe(200);
			vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
			expect(removalDelay(banner(true))).toBe(200);
			vi.unstubAllGlobals();
		});
	});

	describe('given keyboard focus on its button', () => {
		it('should hand focus to the main content when the banner goes, not to <body>', async () => {
			vi.useFakeTimers({ shouldAdvanceTime: true });
			const el = banner(false);
			document.body.insertAdjacentHTML('afterbegin', '<main><h1>Ferramenta</h1></main>');
			const teardown = mount(el);
			const { calls } = controlledFetch();
			const button = el.querySelector('button')!;
			button.focus();
			button.click();
			await flush();
			calls[0]!.respond('{}');
			await vi.advanceTimersByTimeAsync(250);
			expect(el.isConnected).toBe(false);
			expect(document.activeElement).toBe(document.querySelector('main'));
			teardown();
			vi.unstubAllGlobals();
		});
	});
});
