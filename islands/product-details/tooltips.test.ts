import { describe, expect, it } from 'vitest';
import { enhanceTooltips } from './tooltips.ts';

describe("VirtueMart's tooltip icons", () => {
	it("should make legacy's HTML title plain text, and name its image by it", () => {
		document.body.innerHTML = `<div><span class="hasTooltip" title="&lt;strong&gt;String, is input&lt;/strong&gt;&lt;br&gt;Select a variant"><img src="/" alt="Tooltip"></span></div>`;
		enhanceTooltips(document.body.firstElementChild!);
		const icon = document.querySelector('span')!;
		expect(icon.title).toBe('String, is input\nSelect a variant');
		expect(document.querySelector('img')!.alt).toBe('String, is input\nSelect a variant');
		expect(icon.hasAttribute('role')).toBe(false);
	});

	it("should name bs5's and bs3's icons by their title, and leave links and buttons alone", () => {
		document.body.innerHTML = `<div><span class="ms-1" title="Select a variant" data-bs-toggle="tooltip"><svg></svg></span>
			<span class="glyphicon hasTooltip" title="Also with tooltip"></span>
			<a class="btn hasTooltip" href="/p" title="Print"></a></div>`;
		enhanceTooltips(document.body.firstElementChild!);
		const [bs5, bs3, link] = document.querySelectorAll<HTMLElement>('[title]');
		expect([bs5!.getAttribute('role'), bs5!.getAttribute('aria-label')]).toEqual(['img', 'Select a variant']);
		expect([bs3!.getAttribute('role'), bs3!.getAttribute('aria-label')]).toEqual(['img', 'Also with tooltip']);
		expect([link!.hasAttribute('role'), link!.hasAttribute('aria-label'), link!.title]).toEqual([false, false, 'Print']);
	});
});
