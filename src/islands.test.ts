import { afterEach, describe, expect, it } from 'vitest';
import { islands } from './islands.ts';

/** The trigger an island's spec picks for the first element its selector finds. */
function triggerOf(name: string, html: string): unknown {
	document.body.innerHTML = html;
	const spec = islands[name]!;
	const el = document.querySelector(spec.selector)!;
	return typeof spec.on === 'function' ? spec.on(el) : spec.on;
}

const cardSelect = '<div class="browse-view"><form class="product"><select class="vm-chzn-select"></select></form></div>';
const detailSelect = '<div class="productdetails-view"><form class="product"><select class="vm-chzn-select"></select></form></div>';

afterEach(() => {
	document.body.innerHTML = '';
	history.replaceState(null, '', '/');
});

describe("a product form's option select", () => {
	// A listing's load brings no core for cards the shopper has not scrolled to.
	it('waits with a listing card until seen', () => {
		expect(triggerOf('enhanced-select', cardSelect)).toBe('visible');
		expect(triggerOf('product-form', cardSelect)).toBe('visible');
	});

	it('starts with a detail page form at idle, and at once in the quick-view frame', () => {
		expect(triggerOf('enhanced-select', detailSelect)).toBe('idle');
		history.replaceState(null, '', '/?quickview=1');
		expect(triggerOf('enhanced-select', cardSelect)).toBe('load');
	});

	it('is named by the title VirtueMart prints beside it while it waits, unless a label names it', () => {
		document.body.innerHTML = `<form class="product"><div class="product-field"><span class="product-fields-title"><strong> Batteria </strong></span>
			<select class="vm-chzn-select" id="a"></select></div>
			<div class="product-field"><span class="product-fields-title">Colore</span><label for="b">Tinta</label><select class="vm-chzn-select" id="b"></select></div></form>`;
		for (const select of document.querySelectorAll<HTMLElement>('select')) islands['enhanced-select']!.prepare!(select);
		expect([...document.querySelectorAll('select')].map((select) => select.getAttribute('aria-label'))).toEqual(['Batteria', null]);
	});

	it('outside a product form (a sort or address select) starts at idle', () => {
		expect(triggerOf('enhanced-select', '<form id="adminForm"><select class="vm-chzn-select"></select></form>')).toBe('idle');
	});
});

// A header's search is on every page: at load it would bring the core to pages that need none.
it("live search waits for the shopper's reach", () => {
	expect(triggerOf('live-search', '<form data-vetrina="live-search"><input name="keyword"></form>')).toBe('interaction');
});

// Its first press starts the island, which reads its address from VirtueMart's inert script.
it("takes bs5's sort direction button, beside the field's select, as a mount point of its own", () => {
	document.body.innerHTML = '<select id="vm-orderby-select"></select><button type="button">↑</button><select id="vm-orderby-select-mf"></select>';
	expect([...document.querySelectorAll(islands['orderby-select']!.selector)].map((el) => el.tagName)).toEqual(['SELECT', 'BUTTON', 'SELECT']);
});
