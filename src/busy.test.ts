import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_LOOK_DELAY, lookBusy } from './busy.ts';

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
