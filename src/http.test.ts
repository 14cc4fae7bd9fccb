import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, flush } from '../test/unit/fetch.ts';
import { useConfig } from '../test/unit/page.ts';
import { RequestError } from './errors/request-error.ts';
import { BUSY_LOOK_DELAY, inSessionTurn, lookBusy, requestJson, requestText } from './http.ts';
import { store } from './store.ts';

const call = (kind = 'recalculate') => ({ kind, source: 'test', url: '/index.php?option=com_virtuemart', params: { a: '1' } });

describe('the request layer', () => {
	beforeEach(() => {
		useConfig({ timeout: 200 });
		vi.spyOn(console, 'error').mockImplementation(() => {});
	});

	describe('given a call in flight', () => {
		it('aborts it when a newer call of the same kind starts', async () => {
			const { calls } = controlledFetch();
			const first = requestText(call()).catch((error: unknown) => error);
			await flush();
			const second = requestText(call());
			await flush();
			expect(calls).toHaveLength(2);
			expect(calls[0]!.init.signal!.aborted).toBe(true);
			expect(calls[1]!.init.signal!.aborted).toBe(false);
			expect(await first).toMatchObject({ reason: 'superseded' });
			calls[1]!.respond('newest');
			await expect(second).resolves.toBe('newest');
		});

		it('leaves calls of another kind alone', async () => {
			const { calls } = controlledFetch();
			const price = requestText(call('recalculate'));
			await flush();
			const search = requestText(call('search'));
			await flush();
			calls[1]!.respond('');
			await search;
			expect(calls[0]!.init.signal!.aborted).toBe(false);
			calls[0]!.respond('price');
			await expect(price).resolves.toBe('price');
		});

		it('never applies a late answer of a superseded call, even one that already arrived', async () => {
			const { calls } = controlledFetch();
			const first = requestText(call());
			await flush();
			// The older answer arrives, and before it is read a newer call starts.
			calls[0]!.respond('old');
			const second = requestText(call());
			await expect(first).rejects.toMatchObject({ reason: 'superseded' });
			await flush();
			calls[1]!.respond('new');
			await expect(second).resolves.toBe('new');
		});

		it('marks its kind busy until it settles', async () => {
			const { calls } = controlledFetch();
			const pending = requestText(call('add-to-cart'));
			await flush();
			expect(store.getState().busy['add-to-cart']).toBe(true);
			calls[0]!.respond('{}');
			await pending;
			expect(store.getState().busy['add-to-cart']).toBe(false);
		});
	});

	// Support: happy-dom's Request has no `cache`; the end-to-end suite checks no-store in Chromium.
	it('sends the url with its own parameters first, then the given ones', async () => {
		const { calls } = controlledFetch();
		const pending = requestText(call()).catch(() => {});
		await flush();
		expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/index.php?option=com_virtuemart&a=1');
		calls[0]!.respond('');
		await pending;
	});

	describe('reading JSON', () => {
		it.each([
			['byte-order marks', '\uFEFF\uFEFF\uFEFF{"stat":"1"}'],
			['whitespace', '\n\r\n  {"stat":"1"}'],
		])('parses JSON behind %s', async (_, body) => {
			const { calls } = controlledFetch();
			const answer = requestJson(call());
			await flush();
			calls[0]!.respond(body);
			await expect(answer).resolves.toEqual({ stat: '1' });
		});
	});

	describe('classifying failures', () => {
		const failure = async (answer: (pending: ReturnType<typeof controlledFetch>['calls'][0]) => void) => {
			const { calls } = controlledFetch();
			const result = requestJson(call()).catch((error: unknown) => error);
			await flush();
			answer(calls[0]!);
			return (await result) as RequestError;
		};

		it('an HTML error page is a parse error', async () => {
			const error = await failure((c) => c.respond('<!DOCTYPE html><h1>Errore</h1>'));
			expect(error).toBeInstanceOf(RequestError);
			expect(error.reason).toBe('parse');
		});

		it('a PHP notice before the JSON is a parse error', async () => {
			expect((await failure((c) => c.respond('<b>Notice</b>: Undefined index {"a":1}'))).reason).toBe('parse');
		});

		it('an empty body is no content', async () => {
			expect((await failure((c) => c.respond('\uFEFF  '))).reason).toBe('empty');
		});

		it('an error status is http, with the status', async () => {
			const error = await failure((c) => c.respond('oops', { status: 500 }));
			expect([error.reason, error.status]).toEqual(['http', 500]);
			expect(error.message).toBe('Request failed with reason: http 500: GET /index.php?option=com_virtuemart&a=1');
		});

		it('a dropped connection is aborted', async () => {
			expect((await failure((c) => c.fail(new TypeError('Failed to fetch')))).reason).toBe('aborted');
		});

		it('no answer within the timeout is a timeout', async () => {
			expect((await failure(() => {})).reason).toBe('timeout');
		});
	});
});

describe('the request address', () => {
	beforeEach(() => useConfig());

	it('never lets a form field override a parameter of the call (VirtueMart prints task=add in the form)', async () => {
		const { calls } = controlledFetch();
		const form = new URLSearchParams([
			['quantity[]', '2'],
			['task', 'add'],
			['view', 'cart'],
			['option', 'com_virtuemart'],
			['Itemid', '101'],
		]);
		void requestText({ kind: 'add', source: 'test', url: '/negozio/index.php?option=com_virtuemart&task=addJS', params: { view: 'cart' }, form });
		await flush();
		expect(calls[0]!.url.pathname).toBe('/negozio/index.php');
		expect([...calls[0]!.url.searchParams]).toEqual([
			['option', 'com_virtuemart'],
			['task', 'addJS'],
			['view', 'cart'],
			['quantity[]', '2'],
			['Itemid', '101'],
		]);
	});

	it('gives each mount point its own slot: two elements of one kind never abort each other', async () => {
		const { calls } = controlledFetch();
		const [header, offcanvas] = [document.createElement('div'), document.createElement('div')];
		const first = requestText({ ...call('module'), key: header });
		const second = requestText({ ...call('module'), key: offcanvas });
		await flush();
		expect(calls.map((c) => c.init.signal!.aborted)).toEqual([false, false]);
		calls[0]!.respond('header');
		calls[1]!.respond('offcanvas');
		await expect(Promise.all([first, second])).resolves.toEqual(['header', 'offcanvas']);
		void requestText({ ...call('module'), key: header }).catch(() => {});
		await flush();
		expect(calls[2]!.init.signal!.aborted).toBe(false);
		expect(Object.entries(store.getState().busy).filter(([slot, busy]) => slot.startsWith('module:') && busy)).toHaveLength(1);
	});
});

/** A call whose answer the test gives with `answer`; `log` records when it is sent and when it ends. */
function turnCall(name: string, log: string[]) {
	let answer = () => {};
	const ended = new Promise<void>((resolve) => (answer = resolve));
	const send = async () => {
		log.push(`${name} sent`);
		await ended;
		log.push(`${name} ended`);
		return name;
	};
	return { send, answer };
}

describe('turns on the session', () => {
	it('sends reading calls side by side, in the same task', async () => {
		const log: string[] = [];
		const [price, states] = [turnCall('price', log), turnCall('states', log)];
		const sent = [inSessionTurn(false, price.send), inSessionTurn(false, states.send)];
		expect(log).toEqual(['price sent', 'states sent']);
		price.answer();
		states.answer();
		expect(await Promise.all(sent)).toEqual(['price', 'states']);
	});

	it('sends a change once the changes before it have ended, and a reading call once the changes asked for before it have', async () => {
		const log: string[] = [];
		const [states, compareA, compareB, refresh] = ['states', 'compare A', 'compare B', 'refresh'].map((name) => turnCall(name, log));
		const sent = [
			inSessionTurn(false, states!.send),
			inSessionTurn(true, compareA!.send),
			inSessionTurn(true, compareB!.send),
			inSessionTurn(false, refresh!.send),
		];
		await flush();
		// A reading call in flight does not hold a change (it would hold every change behind a slow search).
		expect(log).toEqual(['states sent', 'compare A sent']);
		compareA!.answer();
		await flush();
		expect(log.slice(2)).toEqual(['compare A ended', 'compare B sent']);
		compareB!.answer();
		await flush();
		expect(log.slice(4)).toEqual(['compare B ended', 'refresh sent']);
		refresh!.answer();
		states!.answer();
		expect(await Promise.all(sent)).toEqual(['states', 'compare A', 'compare B', 'refresh']);
	});

	it('gives the turn on when a call fails', async () => {
		const log: string[] = [];
		const failed = inSessionTurn(true, () => Promise.reject(new Error('500')));
		const next = turnCall('add', log);
		const sent = inSessionTurn(true, next.send);
		await expect(failed).rejects.toThrow('500');
		await flush();
		expect(log).toEqual(['add sent']);
		next.answer();
		await expect(sent).resolves.toBe('add');
	});
});

describe('lookBusy', () => {
	let el: HTMLElement;
	beforeEach(() => {
		vi.useFakeTimers();
		el = document.createElement('div');
	});
	afterEach(() => vi.useRealTimers());

	it('should add the class only once the call has run the delay, and remove it when the call ends', () => {
		const end = lookBusy(el, 'busy');
		vi.advanceTimersByTime(BUSY_LOOK_DELAY - 1);
		expect(el.classList.contains('busy')).toBe(false);
		vi.advanceTimersByTime(1);
		expect(el.classList.contains('busy')).toBe(true);
		end();
		expect(el.classList.contains('busy')).toBe(false);
	});

	it('should never add the class for a call that ended sooner', () => {
		lookBusy(el, 'busy')();
		vi.advanceTimersByTime(BUSY_LOOK_DELAY * 2);
		expect(el.className).toBe('');
	});
});
