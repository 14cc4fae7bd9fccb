import { describe, expect, it } from 'vitest';
import { flush } from '../test/unit/fetch.ts';
import { inSessionTurn } from './session-turns.ts';

/** A call whose answer the test gives with `answer`; `log` records when it is sent and when it ends. */
function call(name: string, log: string[]) {
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
		const [price, states] = [call('price', log), call('states', log)];
		const sent = [inSessionTurn(false, price.send), inSessionTurn(false, states.send)];
		expect(log).toEqual(['price sent', 'states sent']);
		price.answer();
		states.answer();
		expect(await Promise.all(sent)).toEqual(['price', 'states']);
	});

	it('sends a change once the changes before it have ended, and a reading call once the changes asked for before it have', async () => {
		const log: string[] = [];
		const [states, compareA, compareB, refresh] = ['states', 'compare A', 'compare B', 'refresh'].map((name) => call(name, log));
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
		const next = call('add', log);
		const sent = inSessionTurn(true, next.send);
		await expect(failed).rejects.toThrow('500');
		await flush();
		expect(log).toEqual(['add sent']);
		next.answer();
		await expect(sent).resolves.toBe('add');
	});
});
