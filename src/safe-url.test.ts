import { describe, expect, it, vi } from 'vitest';
import { navigate, safeUrl } from './safe-url.ts';

describe('safeUrl', () => {
	it.each([
		'javascript:alert(1)',
		' JaVaScRiPt:alert(1)',
		'java\tscript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'https://evil.example/x',
		'//evil.example/x',
		'vbscript:x',
		'',
	])('refuses %j', (raw) => expect(safeUrl(raw)).toBeNull());

	it('accepts same-origin paths and absolute same-origin URLs', () => {
		expect(safeUrl('/prodotti/x-detail')?.href).toBe(`${location.origin}/prodotti/x-detail`);
		expect(safeUrl(`${location.origin}/carrello?x=1`)?.pathname).toBe('/carrello');
	});
});

describe('navigate', () => {
	it('does not go to a javascript: URL', () => {
		const assign = vi.fn();
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const win = { location: { assign } } as unknown as Window;
		expect(navigate('javascript:alert(1)', win)).toBe(false);
		expect(navigate('/carrello', win)).toBe(true);
		expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/carrello`);
	});
});
