import { describe, expect, it, vi } from 'vitest';
import { listen } from './listen.ts';

describe('listen', () => {
	it('adds every listener and removes them all with the function it returns', () => {
		const el = document.createElement('button');
		const click = vi.fn();
		const keydown = vi.fn();
		const stop = listen(el, { click, keydown });
		el.click();
		el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
		stop();
		el.click();
		el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
		expect([click.mock.calls.length, keydown.mock.calls.length]).toEqual([1, 1]);
	});

	it('removes capture listeners too', () => {
		const el = document.createElement('div');
		const click = vi.fn();
		listen(el, { click }, { capture: true })();
		el.click();
		expect(click).not.toHaveBeenCalled();
	});
});
